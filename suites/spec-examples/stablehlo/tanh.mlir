// StableHLO spec (seed 004, Japanese edition), section "tanh": the example of the op, as a runnable test.
func.func @tanh_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.tanh", source = "StableHLO spec, tanh, example 1"}} {
  %operand = stablehlo.constant dense<[-1.0, 0.0, 1.0]> : tensor<3xf32>
  %result = "stablehlo.tanh"(%operand) : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const %result, dense<[-0.76159416, 0.0, 0.76159416]> : tensor<3xf32>
  func.return
}
