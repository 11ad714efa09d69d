// StableHLO spec (seed 004, Japanese edition), section "sort": the example of the op, as a runnable test.
func.func @sort_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.sort", source = "StableHLO spec, sort, example 1"}} {
  %input0 = stablehlo.constant dense<[[1, 2, 3], [3, 2, 1]]> : tensor<2x3xi64>
  %input1 = stablehlo.constant dense<[[3, 2, 1], [1, 2, 3]]> : tensor<2x3xi64>
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %predicate = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%predicate) : (tensor<i1>) -> ()
  }) {
    dimension = 0 : i64,
    is_stable = true
  } : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  check.expect_eq_const %result0, dense<[[3, 2, 3], [1, 2, 1]]> : tensor<2x3xi64>
  check.expect_eq_const %result1, dense<[[1, 2, 1], [3, 2, 3]]> : tensor<2x3xi64>
  func.return
}
