// StableHLO spec (seed 004, Japanese edition), section "shift_right_logical": the example of the op, as a runnable test.
func.func @shift_right_logical_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.shift_right_logical", source = "StableHLO spec, shift_right_logical, example 1"}} {
  %lhs = stablehlo.constant dense<[-1, 0, 8]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs): (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[9223372036854775807, 0, 1]> : tensor<3xi64>
  func.return
}
