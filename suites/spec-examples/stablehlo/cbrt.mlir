// StableHLO spec (seed 004, Japanese edition), section "cbrt": the example of the op, as a runnable test.
func.func @cbrt_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.cbrt", source = "StableHLO spec, cbrt, example 1"}} {
  %operand = stablehlo.constant dense<[0.0, 1.0, 8.0, 27.0]> : tensor<4xf64>
  %result = "stablehlo.cbrt"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf64>
  func.return
}
