// StableHLO spec (seed 004, Japanese edition), section "negate": the examples of the op, as runnable tests.
func.func @negate_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.negate", source = "StableHLO spec, negate, example 1"}} {
  // Negation operation with integer Tensors
  %operand = stablehlo.constant dense<[0, -2]> : tensor<2xi32>
  %result = "stablehlo.negate"(%operand) : (tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[0, 2]> : tensor<2xi32>
  func.return
}

// The seed writes the one complex element of the result as "[-2.5, -0.0]",
// meaning (-2.5, -0.0): real and imaginary parts.
func.func @negate_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.negate", source = "StableHLO spec, negate, example 2"}} {
  // Negation operation with with complex tensors
  %operand = stablehlo.constant dense<(2.5, 0.0)> : tensor<1xcomplex<f32>>
  %result = "stablehlo.negate"(%operand) : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  check.expect_eq_const %result, dense<(-2.5, -0.0)> : tensor<1xcomplex<f32>>
  func.return
}
