// StableHLO spec (seed 004, Japanese edition), section "reverse": the example of the op, as a runnable test.
func.func @reverse_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reverse", source = "StableHLO spec, reverse, example 1"}} {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %result = "stablehlo.reverse"(%operand) {
    dimensions = dense<1> : tensor<1xi64>
  } : (tensor<3x2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[2, 1], [4, 3], [6, 5]]> : tensor<3x2xi32>
  func.return
}
