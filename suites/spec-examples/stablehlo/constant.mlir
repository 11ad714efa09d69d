// StableHLO spec (seed 004, Japanese edition), section "constant": the example of the op, as a runnable test.
func.func @constant_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.constant", source = "StableHLO spec, constant, example 1"}} {
  %output = "stablehlo.constant"() {
    value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  } : () -> tensor<2x2xf32>
  check.expect_eq_const %output, dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  func.return
}
