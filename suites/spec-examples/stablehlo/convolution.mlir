// StableHLO spec (seed 004, Japanese edition), section "convolution": the example of the op, as a runnable test.
func.func @convolution_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.convolution", source = "StableHLO spec, convolution, example 1"}} {
  %lhs = stablehlo.constant dense<[[ [ [1], [2], [5], [6] ], [ [3], [4], [7], [8] ], [ [10], [11], [14], [15] ], [ [12], [13], [16], [17] ] ]]> : tensor<1x4x4x1xi32>
  %rhs = stablehlo.constant dense<[ [[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]], [[[1]], [[1]], [[1]]] ]> : tensor<3x3x1x1xi32>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = dense<4> : tensor<2xi64>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = dense<2> : tensor<2xi64>,
    rhs_dilation = dense<1> : tensor<2xi64>,
    window_reversal = dense<false> : tensor<2xi1>,
    // In the StableHLO dialect, dimension numbers are encoded via:
    // `[<input dimensions>]x[<kernel dimensions>]->[output dimensions]`.
    // "b" is batch dimension, "f" is feature dimension,
    // "i" is input feature dimension, "o" is output feature dimension,
    // "0/1/etc" are spatial dimensions.
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi32>, tensor<3x3x1x1xi32>) -> tensor<1x2x2x1xi32>
  check.expect_eq_const %result, dense<[[ [[10], [26]], [[46], [62]] ]]> : tensor<1x2x2x1xi32>
  func.return
}
