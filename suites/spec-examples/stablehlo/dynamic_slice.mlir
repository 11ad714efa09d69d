// StableHLO spec (seed 004, Japanese edition), section "dynamic_slice": the example of the op, as a runnable test.
func.func @dynamic_slice_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.dynamic_slice", source = "StableHLO spec, dynamic_slice, example 1"}} {
  %operand = stablehlo.constant dense<[ [0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0] ]> : tensor<4x4xi32>
  %start_indices0 = stablehlo.constant dense<-1> : tensor<i64>
  %start_indices1 = stablehlo.constant dense<3> : tensor<i64>
  %result = "stablehlo.dynamic_slice"(%operand, %start_indices0, %start_indices1) {
    slice_sizes = dense<[2, 2]> : tensor<2xi64>
  } : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[ [1, 1], [1, 1] ]> : tensor<2x2xi32>
  func.return
}
