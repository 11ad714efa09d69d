// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Collapse",
// expressed in StableHLO: collapsing consecutive dimensions in order is a
// stablehlo.reshape (row-major order is kept).

// Collapse to a single dimension, leaving one dimension.
func.func @Collapse_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Collapse, example 1"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %v012 = stablehlo.reshape %v : (tensor<4x2x3xf32>) -> tensor<24xf32>
  check.expect_eq_const %v012, dense<[10.0, 11.0, 12.0, 15.0, 16.0, 17.0, 20.0, 21.0, 22.0, 25.0, 26.0, 27.0, 30.0, 31.0, 32.0, 35.0, 36.0, 37.0, 40.0, 41.0, 42.0, 45.0, 46.0, 47.0]> : tensor<24xf32>
  func.return
}

// Collapse the two lower dimensions, leaving two dimensions.
func.func @Collapse_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Collapse, example 2"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %v01 = stablehlo.reshape %v : (tensor<4x2x3xf32>) -> tensor<4x6xf32>
  check.expect_eq_const %v01, dense<[[10.0, 11.0, 12.0, 15.0, 16.0, 17.0], [20.0, 21.0, 22.0, 25.0, 26.0, 27.0], [30.0, 31.0, 32.0, 35.0, 36.0, 37.0], [40.0, 41.0, 42.0, 45.0, 46.0, 47.0]]> : tensor<4x6xf32>
  func.return
}

// Collapse the two higher dimensions, leaving two dimensions.
func.func @Collapse_example_3() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reshape", source = "XLA operation semantics, Collapse, example 3"}} {
  %v = stablehlo.constant dense<[[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0]], [[20.0, 21.0, 22.0], [25.0, 26.0, 27.0]], [[30.0, 31.0, 32.0], [35.0, 36.0, 37.0]], [[40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]]> : tensor<4x2x3xf32>
  %v12 = stablehlo.reshape %v : (tensor<4x2x3xf32>) -> tensor<8x3xf32>
  check.expect_eq_const %v12, dense<[[10.0, 11.0, 12.0], [15.0, 16.0, 17.0], [20.0, 21.0, 22.0], [25.0, 26.0, 27.0], [30.0, 31.0, 32.0], [35.0, 36.0, 37.0], [40.0, 41.0, 42.0], [45.0, 46.0, 47.0]]> : tensor<8x3xf32>
  func.return
}
