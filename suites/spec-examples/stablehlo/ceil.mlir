// StableHLO spec (seed 004, Japanese edition), section "ceil": the example of the op, as a runnable test.
func.func @ceil_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.ceil", source = "StableHLO spec, ceil, example 1"}} {
  %operand = stablehlo.constant dense<[-0.8166, -0.2530, 0.2530, 0.8166, 2.0]> : tensor<5xf32>
  %result = "stablehlo.ceil"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  check.expect_eq_const %result, dense<[-0.0, -0.0, 1.0, 1.0, 2.0]> : tensor<5xf32>
  func.return
}
