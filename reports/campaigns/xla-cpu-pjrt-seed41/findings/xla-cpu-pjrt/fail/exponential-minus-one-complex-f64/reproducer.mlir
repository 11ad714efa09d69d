// hlo-cts reproducer of program-1794/set-1::op0: fail [stablehlo.exponential_minus_one (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.exponential_minus_one result 0): 1 element(s) differ (largest error among them 19 ulp)
// stablehlo.exponential_minus_one element [] (imaginary part) of complex<f64>: expected within 4 ulp of the correctly rounded 0xBF8F905E2F9A0019 (-0.015412078693088959)
//   actual    0xBF8F905E2F9A002C (-0.015412078693088992)
//   error: 19 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(-4.000000e+00,-1.000000e+00)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(-0.99010401807496872,-0.015412078693088959)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func public @main() -> tensor<complex<f64>> {
    %0 = call @inputs() : () -> tensor<complex<f64>>
    %1 = stablehlo.exponential_minus_one %0 : tensor<complex<f64>>
    %2 = call @expected() : () -> tensor<complex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<complex<f64>>, tensor<complex<f64>>) -> ()
    return %1 : tensor<complex<f64>>
  }
}
