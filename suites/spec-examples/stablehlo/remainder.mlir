// StableHLO spec (seed 004, Japanese edition), section "remainder": the example of the op, as a runnable test.
func.func @remainder_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.remainder", source = "StableHLO spec, remainder, example 1"}} {
  %lhs = stablehlo.constant dense<[17, -17, 17, -17]> : tensor<4xi64>
  %rhs = stablehlo.constant dense<[3, 3, -3, -3]> : tensor<4xi64>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[2, -2, 2, -2]> : tensor<4xi64>
  func.return
}
