// hlo-cts reproducer of program-2069::op4: fail [stablehlo.divide (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.divide result 0): 1 element(s) differ (largest error among them 3 ulp)
// stablehlo.divide element [0, 0, 0] (imaginary part) of complex<f64>: expected within 2 ulp of the correctly rounded 0xBF8614E15867F1FC (-0.010782013426244845)
//   actual    0xBF8614E15867F1FF (-0.01078201342624485)
//   error: 3 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1x1xcomplex<f64>>, tensor<1x1x1xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(-0.001259416608295615,-0.070860611099107018)> : tensor<1x1x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(2.4691430391332087E-4,0.01254475069086277)> : tensor<1x1x1xcomplex<f64>>
    return %cst, %cst_0 : tensor<1x1x1xcomplex<f64>>, tensor<1x1x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<1x1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(-5.6484142739781946,-0.010782013426244845)> : tensor<1x1x1xcomplex<f64>>
    return %cst : tensor<1x1x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x1x1xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<1x1x1xcomplex<f64>>, tensor<1x1x1xcomplex<f64>>)
    %1 = stablehlo.divide %0#0, %0#1 : tensor<1x1x1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x1x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 2 : i64} : (tensor<1x1x1xcomplex<f64>>, tensor<1x1x1xcomplex<f64>>) -> ()
    return %1 : tensor<1x1x1xcomplex<f64>>
  }
}
