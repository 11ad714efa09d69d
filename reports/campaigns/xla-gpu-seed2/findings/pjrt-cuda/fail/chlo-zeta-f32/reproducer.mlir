// hlo-cts reproducer of program-74::op3: fail [chlo.zeta (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.zeta result 0): 50 element(s) differ (largest error among them 1 ulp)
// chlo.zeta element [0, 0, 0] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 0, 1] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 0, 2] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 0, 3] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 0, 4] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 1, 0] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 1, 1] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 1, 2] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 1, 3] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// chlo.zeta element [0, 1, 4] of f32: expected within 0 ulp of the correctly rounded 0x3F9F5733 (1.24484861)
//   actual    0x3F9F5734 (1.24484873)
//   error: 1 ulp
// ... and 40 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5x5xf32>, tensor<2x5x5xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x5x5xf32>
    %cst_0 = stablehlo.constant dense<2.80861831> : tensor<2x5x5xf32>
    return %cst, %cst_0 : tensor<2x5x5xf32>, tensor<2x5x5xf32>
  }
  func.func private @expected() -> tensor<2x5x5xf32> {
    %cst = stablehlo.constant dense<1.24484861> : tensor<2x5x5xf32>
    return %cst : tensor<2x5x5xf32>
  }
  func.func public @main() -> tensor<2x5x5xf32> {
    %0:2 = call @inputs() : () -> (tensor<2x5x5xf32>, tensor<2x5x5xf32>)
    %1 = chlo.zeta %0#1, %0#0 : tensor<2x5x5xf32>, tensor<2x5x5xf32> -> tensor<2x5x5xf32>
    %2 = call @expected() : () -> tensor<2x5x5xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> ()
    return %1 : tensor<2x5x5xf32>
  }
}
