// StableHLO spec (seed 004, Japanese edition), section "sine": the example of the op, as a runnable test.
func.func @sine_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.sine", source = "StableHLO spec, sine, example 1"}} {
  %operand = stablehlo.constant dense<[ [0.0, 1.57079632], [3.14159265, 4.71238898] ]> : tensor<2x2xf32>
  %result = "stablehlo.sine"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[0.0, 1.0], [0.0, -1.0]]> : tensor<2x2xf32>
  func.return
}
