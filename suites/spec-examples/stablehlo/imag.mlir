// StableHLO spec (seed 004, Japanese edition), section "imag": the example of the op, as a runnable test.
func.func @imag_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.imag", source = "StableHLO spec, imag, example 1"}} {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %result = "stablehlo.imag"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[2.0, 4.0]> : tensor<2xf32>
  func.return
}
