// hlo-cts reproducer of program-47878::op2: fail [chlo.broadcast_atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_atan2 result 0): 1 element(s) differ (largest error among them 4366676675793016177 ulp)
// stablehlo.atan2 element [] (imaginary part) of complex<f64>: expected within 4 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3C998D4D0DA05571 (8.8651159291758285E-17)
//   error: 4366676675793016177 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(0.78539816339744828,0.000000e+00)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func public @main() -> tensor<complex<f64>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = chlo.broadcast_atan2 %cst, %cst : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = call @expected() : () -> tensor<complex<f64>>
    stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<complex<f64>>, tensor<complex<f64>>) -> ()
    return %0 : tensor<complex<f64>>
  }
}
