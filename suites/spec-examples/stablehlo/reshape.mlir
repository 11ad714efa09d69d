// StableHLO spec (seed 004, Japanese edition), section "reshape": the example of the op, as a runnable test.
// The seed's operand literal has one ']' too many; the test drops it.
func.func @reshape_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "StableHLO spec, reshape, example 1"}} {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  func.return
}
