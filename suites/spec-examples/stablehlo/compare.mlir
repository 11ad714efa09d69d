// StableHLO spec (seed 004, Japanese edition), section "compare": the example of the op, as a runnable test.
func.func @compare_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.compare", source = "StableHLO spec, compare, example 1"}} {
  %lhs = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %rhs = stablehlo.constant dense<[1.1, 2.9]> : tensor<2xf32>
  %result = "stablehlo.compare"(%lhs, %rhs) {
    comparison_direction = #stablehlo<comparison_direction LT>,
    compare_type = #stablehlo<comparison_type FLOAT>
  } : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %result, dense<[true, false]> : tensor<2xi1>
  func.return
}
