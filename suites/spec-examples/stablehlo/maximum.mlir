// StableHLO spec (seed 004, Japanese edition), section "maximum": the example of the op, as a runnable test.
func.func @maximum_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.maximum", source = "StableHLO spec, maximum, example 1"}} {
  %lhs = stablehlo.constant dense<[[1, 2], [7, 8]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [3, 4]]> : tensor<2x2xi32>
  %result = "stablehlo.maximum"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  func.return
}
