// StableHLO spec (seed 004, Japanese edition), section "rsqrt": the example of the op, as a runnable test.
func.func @rsqrt_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.rsqrt", source = "StableHLO spec, rsqrt, example 1"}} {
  %operand = stablehlo.constant dense<[[1.0, 4.0], [9.0, 25.0]]> : tensor<2x2xf32>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[1.0, 0.5], [0.33333343, 0.2]]> : tensor<2x2xf32>
  func.return
}
