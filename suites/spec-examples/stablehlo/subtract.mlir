// StableHLO spec (seed 004, Japanese edition), section "subtract": the example of the op, as a runnable test.
func.func @subtract_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.subtract", source = "StableHLO spec, subtract, example 1"}} {
  %lhs = stablehlo.constant dense<[[6.0, 8.0], [10.0, 12.0]]> : tensor<2x2xf32>
  %rhs = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>)
  check.expect_eq_const %result, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  func.return
}
