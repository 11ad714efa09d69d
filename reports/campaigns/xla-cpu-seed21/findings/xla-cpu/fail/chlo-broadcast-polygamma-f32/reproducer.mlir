// hlo-cts reproducer of program-2016/set-1::op0: fail [chlo.broadcast_polygamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_polygamma result 0): 12 element(s) differ (largest error among them 10 ulp)
// chlo.polygamma element [0, 0] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [0, 1] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [0, 2] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [1, 0] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [1, 1] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [1, 2] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [2, 0] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [2, 1] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [2, 2] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// chlo.polygamma element [3, 0] of f32: expected within 4 ulp of the correctly rounded 0xBD199A53 (-0.0375006907)
//   actual    0xBD199A5D (-0.0375007279)
//   error: 10 ulp
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x3xf32> {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<4x3xf32>
    return %cst : tensor<4x3xf32>
  }
  func.func private @expected() -> tensor<4x3xf32> {
    %cst = stablehlo.constant dense<-0.0375006907> : tensor<4x3xf32>
    return %cst : tensor<4x3xf32>
  }
  func.func public @main() -> tensor<4x3xf32> {
    %0 = call @inputs() : () -> tensor<4x3xf32>
    %1 = chlo.broadcast_polygamma %0, %0 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %2 = call @expected() : () -> tensor<4x3xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<4x3xf32>, tensor<4x3xf32>) -> ()
    return %1 : tensor<4x3xf32>
  }
}
