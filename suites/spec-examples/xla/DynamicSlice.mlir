// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "DynamicSlice",
// expressed in StableHLO: stablehlo.dynamic_slice takes the start indices as
// one scalar operand per dimension, not as a rank-1 array.

// 1-dimensional example: DynamicSlice(a, {2}, {2})
func.func @DynamicSlice_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.dynamic_slice", source = "XLA operation semantics, DynamicSlice, example 1"}} {
  %a = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0]> : tensor<5xf32>
  %s0 = stablehlo.constant dense<2> : tensor<i32>
  %result = stablehlo.dynamic_slice %a, %s0, sizes = [2] : (tensor<5xf32>, tensor<i32>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[2.0, 3.0]> : tensor<2xf32>
  func.return
}

// 2-dimensional example: DynamicSlice(b, {2, 1}, {2, 2})
func.func @DynamicSlice_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.dynamic_slice", source = "XLA operation semantics, DynamicSlice, example 2"}} {
  %b = stablehlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]> : tensor<4x3xf32>
  %s0 = stablehlo.constant dense<2> : tensor<i32>
  %s1 = stablehlo.constant dense<1> : tensor<i32>
  %result = stablehlo.dynamic_slice %b, %s0, %s1, sizes = [2, 2] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[7.0, 8.0], [10.0, 11.0]]> : tensor<2x2xf32>
  func.return
}
