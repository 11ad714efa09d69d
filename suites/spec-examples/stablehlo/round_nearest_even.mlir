// StableHLO spec (seed 004, Japanese edition), section "round_nearest_even": the example of the op, as a runnable test.
func.func @round_nearest_even_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.round_nearest_even", source = "StableHLO spec, round_nearest_even, example 1"}} {
  %operand = stablehlo.constant dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf64>
  %result = "stablehlo.round_nearest_even"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  check.expect_eq_const %result, dense<[-2.0, 0.0, 0.0, 1.0, 2.0]> : tensor<5xf64>
  func.return
}
