// StableHLO spec (seed 004, Japanese edition), section "dot_general": the example of the op, as a runnable test.
func.func @dot_general_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.dot_general", source = "StableHLO spec, dot_general, example 1"}} {
  %lhs = stablehlo.constant dense<[ [[1, 2], [3, 4]], [[5, 6], [7, 8]] ]> : tensor<2x2x2xi64>
  %rhs = stablehlo.constant dense<[ [[1, 0], [0, 1]], [[1, 0], [0, 1]] ]> : tensor<2x2x2xi64>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<
      lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2],
      rhs_contracting_dimensions = [1]
    >,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  check.expect_eq_const %result, dense<[ [[1, 2], [3, 4]], [[5, 6], [7, 8]] ]> : tensor<2x2x2xi64>
  func.return
}
