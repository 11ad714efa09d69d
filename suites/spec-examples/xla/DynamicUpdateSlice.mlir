// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "DynamicUpdateSlice",
// expressed in StableHLO: stablehlo.dynamic_update_slice takes the start
// indices as one scalar operand per dimension, not as a rank-1 array.

// 1-dimensional example: DynamicUpdateSlice(a, u, {2})
func.func @DynamicUpdateSlice_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.dynamic_update_slice", source = "XLA operation semantics, DynamicUpdateSlice, example 1"}} {
  %a = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0]> : tensor<5xf32>
  %u = stablehlo.constant dense<[5.0, 6.0]> : tensor<2xf32>
  %s0 = stablehlo.constant dense<2> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %a, %u, %s0 : (tensor<5xf32>, tensor<2xf32>, tensor<i32>) -> tensor<5xf32>
  check.expect_eq_const %result, dense<[0.0, 1.0, 5.0, 6.0, 4.0]> : tensor<5xf32>
  func.return
}

// 2-dimensional example: DynamicUpdateSlice(b, u, {1, 1})
func.func @DynamicUpdateSlice_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.dynamic_update_slice", source = "XLA operation semantics, DynamicUpdateSlice, example 2"}} {
  %b = stablehlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]> : tensor<4x3xf32>
  %u = stablehlo.constant dense<[[12.0, 13.0], [14.0, 15.0], [16.0, 17.0]]> : tensor<3x2xf32>
  %s0 = stablehlo.constant dense<1> : tensor<i32>
  %s1 = stablehlo.constant dense<1> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %b, %u, %s0, %s1 : (tensor<4x3xf32>, tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  check.expect_eq_const %result, dense<[[0.0, 1.0, 2.0], [3.0, 12.0, 13.0], [6.0, 14.0, 15.0], [9.0, 16.0, 17.0]]> : tensor<4x3xf32>
  func.return
}
