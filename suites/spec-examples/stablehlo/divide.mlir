// StableHLO spec (seed 004, Japanese edition), section "divide": the example of the op, as a runnable test.
// Spec erratum: the seed's result [5.66666651, ...] is 17/3, but its operands
// are 17.1 and 3.0, and 17.1 / 3.0 in f32 is 5.70000029 (0x40B66667). The
// test keeps the seed's operands and expects the correctly rounded quotient.
func.func @divide_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.divide", source = "StableHLO spec, divide, example 1"}} {
  %lhs = stablehlo.constant dense<[17.1, -17.1, 17.1, -17.1]> : tensor<4xf32>
  %rhs = stablehlo.constant dense<[3.0, 3.0, -3.0, -3.0]> : tensor<4xf32>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // seed: [5.66666651, -5.66666651, -5.66666651, 5.66666651]
  check.expect_almost_eq_const %result, dense<[5.70000029, -5.70000029, -5.70000029, 5.70000029]> : tensor<4xf32>
  func.return
}
