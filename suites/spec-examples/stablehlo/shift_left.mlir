// StableHLO spec (seed 004, Japanese edition), section "shift_left": the example of the op, as a runnable test.
func.func @shift_left_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.shift_left", source = "StableHLO spec, shift_left, example 1"}} {
  %lhs = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %result = "stablehlo.shift_left"(%lhs, %rhs): (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[-2, 0, 8]> : tensor<3xi64>
  func.return
}
