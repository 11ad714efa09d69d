// StableHLO spec (seed 004, Japanese edition), section "logistic": the example of the op, as a runnable test.
func.func @logistic_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.logistic", source = "StableHLO spec, logistic, example 1"}} {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>
  %result = "stablehlo.logistic"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.5, 0.73105858], [0.88079708, 0.95257413]]> : tensor<2x2xf64>
  func.return
}
