// hlo-cts reproducer of program-377/set-1::op0: fail [chlo.acos (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.acos result 0): 1 element(s) differ (largest error among them 9237419486493164122 ulp)
// chlo.acos element [] (imaginary part) of complex<f64>: expected within 4 ulp of the correctly rounded 0x4018F40A5ED9212D (6.2383208103204142)
//   or, with subnormal inputs read as zero: expected within 4 ulp of the correctly rounded 0x4018F40A5ED9212D (6.2383208103204142)
//   actual    0xC018F40A5ED9212D (-6.2383208103204142)
//   error: 9237419486493164122 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(2.560000e+02,-4.940660e-324)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,6.2383208103204142)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func public @main() -> tensor<complex<f64>> {
    %0 = call @inputs() : () -> tensor<complex<f64>>
    %1 = chlo.acos %0 : tensor<complex<f64>> -> tensor<complex<f64>>
    %2 = call @expected() : () -> tensor<complex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<complex<f64>>, tensor<complex<f64>>) -> ()
    return %1 : tensor<complex<f64>>
  }
}
