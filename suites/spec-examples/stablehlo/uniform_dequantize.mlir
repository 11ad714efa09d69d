// StableHLO spec (seed 004, Japanese edition), section "uniform_dequantize": the example of the op, as a runnable test.
func.func @uniform_dequantize_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.uniform_dequantize", source = "StableHLO spec, uniform_dequantize, example 1"}} {
  %operand = stablehlo.constant dense<[10, 10]> : tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %result = "stablehlo.uniform_dequantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[4.0, 15.0]> : tensor<2xf32>
  func.return
}
