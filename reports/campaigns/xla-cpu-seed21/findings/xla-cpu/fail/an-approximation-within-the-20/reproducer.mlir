// hlo-cts reproducer of program-26580::op1: fail [chlo.atan (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: consistent with: an approximation within the 20 eps XLA's exhaustive tests allow chlo.atan
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.atan result 0): 2 element(s) differ (largest error among them 5 ulp)
// chlo.atan element [0, 0, 0] of f32: expected within 3 ulp of the correctly rounded 0xBA765A42 (-9.39760473E-4)
//   actual    0xBA765A47 (-9.39760765E-4)
//   error: 5 ulp
// chlo.atan element [0, 1, 0] of f32: expected within 3 ulp of the correctly rounded 0xBA765A42 (-9.39760473E-4)
//   actual    0xBA765A47 (-9.39760765E-4)
//   error: 5 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x2x1xf32> {
    %cst = stablehlo.constant dense<-9.39760765E-4> : tensor<1x2x1xf32>
    return %cst : tensor<1x2x1xf32>
  }
  func.func private @expected() -> tensor<1x2x1xf32> {
    %cst = stablehlo.constant dense<-9.39760473E-4> : tensor<1x2x1xf32>
    return %cst : tensor<1x2x1xf32>
  }
  func.func public @main() -> tensor<1x2x1xf32> {
    %0 = call @inputs() : () -> tensor<1x2x1xf32>
    %1 = chlo.atan %0 : tensor<1x2x1xf32> -> tensor<1x2x1xf32>
    %2 = call @expected() : () -> tensor<1x2x1xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 3 : i64} : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> ()
    return %1 : tensor<1x2x1xf32>
  }
}
