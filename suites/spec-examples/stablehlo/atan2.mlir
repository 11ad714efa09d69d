// StableHLO spec (seed 004, Japanese edition), section "atan2": the example of the op, as a runnable test.
func.func @atan2_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.atan2", source = "StableHLO spec, atan2, example 1"}} {
  %lhs = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf64>
  %rhs = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf64>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.57079637, -1.57079637]> : tensor<3xf64>
  func.return
}
