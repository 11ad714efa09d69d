// StableHLO spec (seed 004, Japanese edition), section "add": the example of the op, as a runnable test.
func.func @add_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.add", source = "StableHLO spec, add, example 1"}} {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[6, 8], [10, 12]]> : tensor<2x2xi32>
  func.return
}
