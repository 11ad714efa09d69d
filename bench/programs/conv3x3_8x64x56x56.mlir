// 3x3 convolution, 64 -> 64 features, on 8x64x56x56 f32 (NCHW), same padding.
func.func @main(%x: tensor<8x64x56x56xf32>, %k: tensor<64x64x3x3xf32>) -> tensor<8x64x56x56xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<8x64x56x56xf32>
  return %0 : tensor<8x64x56x56xf32>
}
