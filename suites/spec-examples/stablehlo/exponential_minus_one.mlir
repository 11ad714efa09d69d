// StableHLO spec (seed 004, Japanese edition), section "exponential_minus_one": the example of the op, as a runnable test.
func.func @exponential_minus_one_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.exponential_minus_one", source = "StableHLO spec, exponential_minus_one, example 1"}} {
  %operand = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf64>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<2xf64>) -> tensor<2xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.71828187]> : tensor<2xf64>
  func.return
}
