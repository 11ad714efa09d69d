// StableHLO spec (seed 004, Japanese edition), section "fft": the example of the op, as a runnable test.
func.func @fft_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.fft", source = "StableHLO spec, fft, example 1"}} {
  %operand = stablehlo.constant dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %result = "stablehlo.fft"(%operand) {
    fft_type = #stablehlo<fft_type FFT>,
    fft_length = dense<4> : tensor<1xi64>
  } : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}
