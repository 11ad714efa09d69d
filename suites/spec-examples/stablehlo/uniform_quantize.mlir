// StableHLO spec (seed 004, Japanese edition), section "uniform_quantize": the examples of the op, as runnable tests.
func.func @uniform_quantize_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.uniform_quantize", source = "StableHLO spec, uniform_quantize, example 1"}} {
  %operand = stablehlo.constant dense<[4.0, 15.0]> : tensor<2xf32>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  check.expect_eq_const %result, dense<[10, 10]> : tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  func.return
}

// -----

func.func @uniform_quantize_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.uniform_quantize", source = "StableHLO spec, uniform_quantize, example 2"}} {
  %operand = stablehlo.constant dense<[10, 10]> : tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>
  %result = "stablehlo.uniform_quantize"(%operand) : (tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>
  check.expect_eq_const %result, dense<[20, 45]> : tensor<2x!quant.uniform<i8:f32:0, {0.1:-20,0.2:-30}>>
  func.return
}
