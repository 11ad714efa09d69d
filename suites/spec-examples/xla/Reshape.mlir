// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Reshape",
// expressed in StableHLO. Reshape(operand, dimensions, new_sizes) with the
// in-order dimensions {0, ..., rank-1} is stablehlo.reshape; with another
// order it first transposes the operand so that the listed dimensions come
// first-to-last (stablehlo.transpose with permutation = dimensions), then
// reshapes. The element type of the examples is not given beyond f32.

// In-order collapse: Reshape(v, {0,1,2}, {24})
func.func @Reshape_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Reshape, example 1"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %v012_24 = stablehlo.reshape %v : (tensor<4x2x3xf32>) -> tensor<24xf32>
  check.expect_eq_const %v012_24, dense<[10.0, 11.0, 12.0, 15.0, 16.0, 17.0, 20.0, 21.0, 22.0, 25.0, 26.0, 27.0, 30.0, 31.0, 32.0, 35.0, 36.0, 37.0, 40.0, 41.0, 42.0, 45.0, 46.0, 47.0]> : tensor<24xf32>
  func.return
}

// In-order collapse: Reshape(v, {0,1,2}, {8,3})
func.func @Reshape_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Reshape, example 2"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %v012_83 = stablehlo.reshape %v : (tensor<4x2x3xf32>) -> tensor<8x3xf32>
  check.expect_eq_const %v012_83, dense<[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0], [20.0, 21.0, 22.0], [25.0, 26.0, 27.0], [30.0, 31.0, 32.0], [35.0, 36.0, 37.0], [40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]> : tensor<8x3xf32>
  func.return
}

// Out-of-order collapse: Reshape(v, {1,2,0}, {24}) (the seed names the
// result v012_24 in its "then" line; it is v021_24).
func.func @Reshape_example_3() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Reshape, example 3"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %t = stablehlo.transpose %v, dims = [1, 2, 0] : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  %v021_24 = stablehlo.reshape %t : (tensor<2x3x4xf32>) -> tensor<24xf32>
  check.expect_eq_const %v021_24, dense<[10.0, 20.0, 30.0, 40.0, 11.0, 21.0, 31.0, 41.0, 12.0, 22.0, 32.0, 42.0, 15.0, 25.0, 35.0, 45.0, 16.0, 26.0, 36.0, 46.0, 17.0, 27.0, 37.0, 47.0]> : tensor<24xf32>
  func.return
}

// Out-of-order collapse: Reshape(v, {1,2,0}, {8,3})
func.func @Reshape_example_4() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Reshape, example 4"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %t = stablehlo.transpose %v, dims = [1, 2, 0] : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  %v021_83 = stablehlo.reshape %t : (tensor<2x3x4xf32>) -> tensor<8x3xf32>
  check.expect_eq_const %v021_83, dense<[[10.0, 20.0, 30.0], [40.0, 11.0, 21.0], [31.0, 41.0, 12.0], [22.0, 32.0, 42.0], [15.0, 25.0, 35.0], [45.0, 16.0, 26.0], [36.0, 46.0, 17.0], [27.0, 37.0, 47.0]]> : tensor<8x3xf32>
  func.return
}

// Out-of-order collapse: Reshape(v, {1,2,0}, {2,6,2})
func.func @Reshape_example_5() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Reshape, example 5"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %t = stablehlo.transpose %v, dims = [1, 2, 0] : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  %v021_262 = stablehlo.reshape %t : (tensor<2x3x4xf32>) -> tensor<2x6x2xf32>
  check.expect_eq_const %v021_262, dense<[[[10.0, 20.0], [30.0, 40.0], [11.0, 21.0], [31.0, 41.0], [12.0, 22.0], [32.0, 42.0]], [[15.0, 25.0], [35.0, 45.0], [16.0, 26.0], [36.0, 46.0], [17.0, 27.0], [37.0, 47.0]]]> : tensor<2x6x2xf32>
  func.return
}

// Special case: Reshape(f32[1x1] {{5}}, {0,1}, {}) == 5
func.func @Reshape_example_6() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Reshape, example 6"}} {
  %operand = stablehlo.constant dense<[[5.0]]> : tensor<1x1xf32>
  %result = stablehlo.reshape %operand : (tensor<1x1xf32>) -> tensor<f32>
  check.expect_eq_const %result, dense<5.0> : tensor<f32>
  func.return
}

// Special case: Reshape(5, {}, {1,1}) == f32[1x1] {{5}}
func.func @Reshape_example_7() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Reshape, example 7"}} {
  %operand = stablehlo.constant dense<5.0> : tensor<f32>
  %result = stablehlo.reshape %operand : (tensor<f32>) -> tensor<1x1xf32>
  check.expect_eq_const %result, dense<[[5.0]]> : tensor<1x1xf32>
  func.return
}
