// hlo-cts reproducer of program-457::op0: fail [chlo.polygamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.polygamma result 0): 5 element(s) differ (largest error among them 5 ulp)
// chlo.polygamma element [0] of f64: expected within 4 ulp of the correctly rounded 0xBFE2788CFC6FB619 (-0.57721566490153287)
//   actual    0xBFE2788CFC6FB61E (-0.57721566490153342)
//   error: 5 ulp
// chlo.polygamma element [1] of f64: expected within 4 ulp of the correctly rounded 0xBFE2788CFC6FB619 (-0.57721566490153287)
//   actual    0xBFE2788CFC6FB61E (-0.57721566490153342)
//   error: 5 ulp
// chlo.polygamma element [2] of f64: expected within 4 ulp of the correctly rounded 0xBFE2788CFC6FB619 (-0.57721566490153287)
//   actual    0xBFE2788CFC6FB61E (-0.57721566490153342)
//   error: 5 ulp
// chlo.polygamma element [3] of f64: expected within 4 ulp of the correctly rounded 0xBFE2788CFC6FB619 (-0.57721566490153287)
//   actual    0xBFE2788CFC6FB61E (-0.57721566490153342)
//   error: 5 ulp
// chlo.polygamma element [4] of f64: expected within 4 ulp of the correctly rounded 0xBFE2788CFC6FB619 (-0.57721566490153287)
//   actual    0xBFE2788CFC6FB61E (-0.57721566490153342)
//   error: 5 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xf64>, tensor<5xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<5xf64>
    return %cst, %cst_0 : tensor<5xf64>, tensor<5xf64>
  }
  func.func private @expected() -> tensor<5xf64> {
    %cst = stablehlo.constant dense<-0.57721566490153287> : tensor<5xf64>
    return %cst : tensor<5xf64>
  }
  func.func public @main() -> tensor<5xf64> {
    %0:2 = call @inputs() : () -> (tensor<5xf64>, tensor<5xf64>)
    %1 = chlo.polygamma %0#0, %0#1 : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
    %2 = call @expected() : () -> tensor<5xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<5xf64>, tensor<5xf64>) -> ()
    return %1 : tensor<5xf64>
  }
}
