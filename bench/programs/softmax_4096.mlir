// Softmax over the rows of a 4096x4096 f32 matrix.
func.func @main(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %shift = stablehlo.subtract %x, %maxb : tensor<4096x4096xf32>
  %e = stablehlo.exponential %shift : tensor<4096x4096xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %r = stablehlo.divide %e, %sumb : tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}
