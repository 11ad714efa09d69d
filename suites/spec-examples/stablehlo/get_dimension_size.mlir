// StableHLO spec (seed 004, Japanese edition), section "get_dimension_size": the example of the op, as a runnable test.
func.func @get_dimension_size_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.get_dimension_size", source = "StableHLO spec, get_dimension_size, example 1"}} {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %result = "stablehlo.get_dimension_size"(%operand) {
    dimension = 1 : i64
  } : (tensor<2x3xi64>) -> tensor<i32>
  check.expect_eq_const %result, dense<3> : tensor<i32>
  func.return
}
