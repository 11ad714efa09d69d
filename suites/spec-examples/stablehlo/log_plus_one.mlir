// StableHLO spec (seed 004, Japanese edition), section "log_plus_one": the example of the op, as a runnable test.
func.func @log_plus_one_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.log_plus_one", source = "StableHLO spec, log_plus_one, example 1"}} {
  %operand = stablehlo.constant dense<[0.0, -0.999, 7.0, 6.38905621, 15.0]> : tensor<5xf64>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  check.expect_almost_eq_const %result, dense<[0.0, -6.90776825, 2.07944155, 2.0, 2.77258873]> : tensor<5xf64>
  func.return
}
