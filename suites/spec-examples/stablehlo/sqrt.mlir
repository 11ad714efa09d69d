// StableHLO spec (seed 004, Japanese edition), section "sqrt": the example of the op, as a runnable test.
func.func @sqrt_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.sqrt", source = "StableHLO spec, sqrt, example 1"}} {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [4.0, 9.0]]> : tensor<2x2xf32>
  %result = "stablehlo.sqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  func.return
}
