// StableHLO spec (seed 004, Japanese edition), section "optimization_barrier": the example of the op, as a runnable test.
func.func @optimization_barrier_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.optimization_barrier", source = "StableHLO spec, optimization_barrier, example 1"}} {
  %operand0 = stablehlo.constant dense<0.0> : tensor<f32>
  %operand1 = stablehlo.constant dense<1.0> : tensor<f32>
  %result0, %result1 = "stablehlo.optimization_barrier"(%operand0, %operand1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  check.expect_eq_const %result0, dense<0.0> : tensor<f32>
  check.expect_eq_const %result1, dense<1.0> : tensor<f32>
  func.return
}
