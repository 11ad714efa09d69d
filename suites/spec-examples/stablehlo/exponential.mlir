// StableHLO spec (seed 004, Japanese edition), section "exponential": the example of the op, as a runnable test.
func.func @exponential_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.exponential", source = "StableHLO spec, exponential, example 1"}} {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>
  %result = "stablehlo.exponential"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[1.0, 2.7182818284590451], [7.3890560989306504, 20.085536923187668]]> : tensor<2x2xf64>
  func.return
}
