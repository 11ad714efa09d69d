// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Slice",
// expressed in StableHLO (stablehlo.slice with unit strides).

// 1-dimensional example: Slice(a, {2}, {4})
func.func @Slice_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.slice", source = "XLA operation semantics, Slice, example 1"}} {
  %a = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0]> : tensor<5xf32>
  %result = stablehlo.slice %a [2:4] : (tensor<5xf32>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[2.0, 3.0]> : tensor<2xf32>
  func.return
}

// 2-dimensional example: Slice(b, {2, 1}, {4, 3})
func.func @Slice_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.slice", source = "XLA operation semantics, Slice, example 2"}} {
  %b = stablehlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]> : tensor<4x3xf32>
  %result = stablehlo.slice %b [2:4, 1:3] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[7.0, 8.0], [10.0, 11.0]]> : tensor<2x2xf32>
  func.return
}
