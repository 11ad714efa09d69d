// StableHLO spec (seed 004, Japanese edition), section "popcnt": the example of the op, as a runnable test.
func.func @popcnt_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.popcnt", source = "StableHLO spec, popcnt, example 1"}} {
  %operand = stablehlo.constant dense<[0, 1, 2, 127]> : tensor<4xi64>
  %result = "stablehlo.popcnt"(%operand) : (tensor<4xi64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[0, 1, 1, 7]> : tensor<4xi64>
  func.return
}
