// StableHLO spec (seed 004, Japanese edition), section "slice": the example of the op, as a runnable test.
func.func @slice_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.slice", source = "StableHLO spec, slice, example 1"}} {
  %operand = stablehlo.constant dense<[ [0, 0, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1] ]> : tensor<3x4xi64>
  %result = "stablehlo.slice"(%operand) {
    start_indices = dense<[1, 2]> : tensor<2xi64>,
    limit_indices = dense<[3, 4]> : tensor<2xi64>,
    strides = dense<1> : tensor<2xi64>
  } : (tensor<3x4xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[ [1, 1], [1, 1] ]> : tensor<2x2xi64>
  func.return
}
