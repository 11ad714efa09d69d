// StableHLO spec (seed 004, Japanese edition), section "triangular_solve": the example of the op, as a runnable test.
func.func @triangular_solve_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.triangular_solve", source = "StableHLO spec, triangular_solve, example 1"}} {
  %a = stablehlo.constant dense<[ [1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0] ]> : tensor<3x3xf32>
  %b = stablehlo.constant dense<[ [2.0, 0.0, 0.0], [4.0, 8.0, 0.0], [6.0, 10.0, 12.0] ]> : tensor<3x3xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {
    left_side = true,
    lower = true,
    unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>
  } : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const %result, dense<[ [2.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 2.0] ]> : tensor<3x3xf32>
  func.return
}
