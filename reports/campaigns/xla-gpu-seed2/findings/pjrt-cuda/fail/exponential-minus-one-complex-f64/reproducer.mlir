// hlo-cts reproducer of program-10::op1: fail [stablehlo.exponential_minus_one (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (stablehlo.exponential_minus_one result 0): 2 element(s) differ (largest error among them 1 ulp)
// stablehlo.exponential_minus_one element [] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0xBFF88E7CF4301C91 (-1.5347871340361829)
//   actual    0xBFF88E7CF4301C90 (-1.5347871340361827)
//   error: 1 ulp
// stablehlo.exponential_minus_one element [] (imaginary part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x3FD9915FB23844E3 (0.39949791340138868)
//   actual    0x3FD9915FB23844E2 (0.39949791340138863)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(-0.40417143889696427,2.500000e+00)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(-1.5347871340361829,0.39949791340138868)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func public @main() -> tensor<complex<f64>> {
    %0 = call @inputs() : () -> tensor<complex<f64>>
    %1 = stablehlo.exponential_minus_one %0 : tensor<complex<f64>>
    %2 = call @expected() : () -> tensor<complex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<complex<f64>>, tensor<complex<f64>>) -> ()
    return %1 : tensor<complex<f64>>
  }
}
