// hlo-cts reproducer of program-3440::op3: fail [chlo.broadcast_power (semantics)]
// tier: ieee-reading (chlo.broadcast_power gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_power result 0): 20 element(s) differ (20 NaN(s) where a number is due)
// stablehlo.power element [0, 0, 0] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [0, 0, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [0, 1, 0] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [0, 1, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [1, 0, 0] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [1, 0, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [1, 1, 0] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [1, 1, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [2, 0, 0] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [2, 0, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x00000000 (0.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// ... and 10 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x2x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<(2.822170e+01,0.000000e+00)> : tensor<5x2x2xcomplex<f32>>
    return %cst : tensor<5x2x2xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x2x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0x7F800000,0.000000e+00)> : tensor<5x2x2xcomplex<f32>>
    return %cst : tensor<5x2x2xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x2x2xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<5x2x2xcomplex<f32>>
    %1 = chlo.broadcast_power %0, %0 : (tensor<5x2x2xcomplex<f32>>, tensor<5x2x2xcomplex<f32>>) -> tensor<5x2x2xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5x2x2xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<5x2x2xcomplex<f32>>, tensor<5x2x2xcomplex<f32>>) -> ()
    return %1 : tensor<5x2x2xcomplex<f32>>
  }
}
