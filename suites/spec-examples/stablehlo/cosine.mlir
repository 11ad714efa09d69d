// StableHLO spec (seed 004, Japanese edition), section "cosine": the example of the op, as a runnable test.
func.func @cosine_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.cosine", source = "StableHLO spec, cosine, example 1"}} {
  %operand = stablehlo.constant dense<[ [0.0, 1.57079632], [3.14159265, 4.71238898] ]> : tensor<2x2xf32>
  %result = "stablehlo.cosine"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[1.0, 0.0], [-1.0, 0.0]]> : tensor<2x2xf32>
  func.return
}
