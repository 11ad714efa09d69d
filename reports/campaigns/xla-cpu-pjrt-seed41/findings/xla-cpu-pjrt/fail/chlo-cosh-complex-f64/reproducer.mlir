// hlo-cts reproducer of program-1312::op0: fail [chlo.cosh (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.cosh result 0): 2 element(s) differ (largest error among them 429 ulp)
// chlo.cosh element [] (real part) of complex<f64>: expected within 4 ulp of the correctly rounded 0xF3ABB37D99CEA818 (-1.5494729518028962E+249)
//   actual    0xF3ABB37D99CEA9C5 (-1.5494729518029815E+249)
//   error: 429 ulp
// chlo.cosh element [] (imaginary part) of complex<f64>: expected within 4 ulp of the correctly rounded 0xF3C3FB5BBDEE0767 (-4.4707719963607386E+249)
//   actual    0xF3C3FB5BBDEE089D (-4.470771996360985E+249)
//   error: 310 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(-575.59111282007916,429.16102058170014)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(-1.5494729518028962E+249,-4.4707719963607386E+249)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func public @main() -> tensor<complex<f64>> {
    %0 = call @inputs() : () -> tensor<complex<f64>>
    %1 = chlo.cosh %0 : tensor<complex<f64>> -> tensor<complex<f64>>
    %2 = call @expected() : () -> tensor<complex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<complex<f64>>, tensor<complex<f64>>) -> ()
    return %1 : tensor<complex<f64>>
  }
}
