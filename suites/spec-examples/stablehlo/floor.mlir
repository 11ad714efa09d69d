// StableHLO spec (seed 004, Japanese edition), section "floor": the example of the op, as a runnable test.
func.func @floor_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.floor", source = "StableHLO spec, floor, example 1"}} {
  %operand = stablehlo.constant dense<[-0.8166, -0.2530, 0.2530, 0.8166, 2.0]> : tensor<5xf32>
  %result = "stablehlo.floor"(%operand) : (tensor<5xf32>) -> tensor<5xf32>
  check.expect_eq_const %result, dense<[-1.0, -1.0, 0.0, 0.0, 2.0]> : tensor<5xf32>
  func.return
}
