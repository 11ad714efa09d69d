// StableHLO spec (seed 004, Japanese edition), section "map": the example of the op, as a runnable test.
func.func @map_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.map", source = "StableHLO spec, map, example 1"}} {
  %input0 = stablehlo.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>
  %input1 = stablehlo.constant dense<[[4, 5], [6, 7]]> : tensor<2x2xi64>
  %result = "stablehlo.map"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {
    dimensions = dense<[0, 1]> : tensor<2xi64>
  } : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[0, 5], [12, 21]]> : tensor<2x2xi64>
  func.return
}
