// StableHLO spec (seed 004, Japanese edition), section "log": the example of the op, as a runnable test.
func.func @log_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.log", source = "StableHLO spec, log, example 1"}} {
  %operand = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %result = "stablehlo.log"(%operand) : (tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.0, 0.69314718055994529], [1.0986122886681098, 1.3862943611198906]]> : tensor<2x2xf64>
  func.return
}
