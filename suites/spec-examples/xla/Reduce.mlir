// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Reduce",
// expressed in StableHLO (stablehlo.reduce with an add computation and init
// value 0). The seed's 2D example and its 1D [10, 11, 12, 13] example give
// their values only in a diagram or as evaluation orders of an unspecified f
// (no result), so they are not tests. The 3D example is: a 4x2x3 array whose
// every dimension-0 slice is [[1, 2, 3], [4, 5, 6]] ("the values 1 to 6 are
// replicated across dimension 0"); the seed gives no element type, the tests
// use i32.

// Reduce dimension 0.
func.func @Reduce_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reduce", source = "XLA operation semantics, Reduce, example 1"}} {
  %operand = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]]]> : tensor<4x2x3xi32>
  %init_value = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%operand init: %init_value) applies stablehlo.add across dimensions = [0] : (tensor<4x2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[4, 8, 12], [16, 20, 24]]> : tensor<2x3xi32>
  func.return
}

// Reduce dimension 2.
func.func @Reduce_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reduce", source = "XLA operation semantics, Reduce, example 2"}} {
  %operand = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]]]> : tensor<4x2x3xi32>
  %init_value = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%operand init: %init_value) applies stablehlo.add across dimensions = [2] : (tensor<4x2x3xi32>, tensor<i32>) -> tensor<4x2xi32>
  check.expect_eq_const %result, dense<[[6, 15], [6, 15], [6, 15], [6, 15]]> : tensor<4x2xi32>
  func.return
}

// Reduce dimensions 0 and 1.
func.func @Reduce_example_3() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reduce", source = "XLA operation semantics, Reduce, example 3"}} {
  %operand = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]]]> : tensor<4x2x3xi32>
  %init_value = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%operand init: %init_value) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2x3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[20, 28, 36]> : tensor<3xi32>
  func.return
}

// Reduce over all dimensions.
func.func @Reduce_example_4() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reduce", source = "XLA operation semantics, Reduce, example 4"}} {
  %operand = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]]]> : tensor<4x2x3xi32>
  %init_value = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.reduce(%operand init: %init_value) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x2x3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %result, dense<84> : tensor<i32>
  func.return
}
