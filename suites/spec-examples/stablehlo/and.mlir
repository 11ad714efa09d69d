// StableHLO spec (seed 004, Japanese edition), section "and": the example of the op, as a runnable test.
func.func @and_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.and", source = "StableHLO spec, and, example 1"}} {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = "stablehlo.and"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[1, 2], [3, 0]]> : tensor<2x2xi32>
  func.return
}
