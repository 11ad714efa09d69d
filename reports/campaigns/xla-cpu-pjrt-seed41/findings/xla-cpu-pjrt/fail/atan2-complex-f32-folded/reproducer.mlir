// hlo-cts reproducer of program-4104::op6: fail [stablehlo.atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.atan2 result 0): 1 element(s) differ (largest error among them 848495278 ulp)
// stablehlo.atan2 element [] (imaginary part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x329302AE (1.71142709E-8)
//   error: 848495278 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<complex<f32>> {
    %cst = stablehlo.constant dense<(0.785398185,0.000000e+00)> : tensor<complex<f32>>
    return %cst : tensor<complex<f32>>
  }
  func.func public @main() -> tensor<complex<f32>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.atan2 %cst, %cst : tensor<complex<f32>>
    %1 = call @expected() : () -> tensor<complex<f32>>
    stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<complex<f32>>, tensor<complex<f32>>) -> ()
    return %0 : tensor<complex<f32>>
  }
}
