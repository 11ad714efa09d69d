// StableHLO spec (seed 004, Japanese edition), section "count_leading_zeros": the example of the op, as a runnable test.
func.func @count_leading_zeros_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.count_leading_zeros", source = "StableHLO spec, count_leading_zeros, example 1"}} {
  %operand = stablehlo.constant dense<[[0, 1], [128, -1]]> : tensor<2x2xi64>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<2x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[64, 63], [56, 0]]> : tensor<2x2xi64>
  func.return
}
