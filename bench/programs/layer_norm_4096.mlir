// Layer normalization (no scale/offset) over the rows of a 4096x4096 f32 matrix.
func.func @main(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<4096.0> : tensor<4096xf32>
  %eps = stablehlo.constant dense<1.0e-05> : tensor<4096xf32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
  %mean = stablehlo.divide %sum, %n : tensor<4096xf32>
  %meanb = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %c = stablehlo.subtract %x, %meanb : tensor<4096x4096xf32>
  %sq = stablehlo.multiply %c, %c : tensor<4096x4096xf32>
  %vs = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<4096xf32>
  %var = stablehlo.divide %vs, %n : tensor<4096xf32>
  %ve = stablehlo.add %var, %eps : tensor<4096xf32>
  %rs = stablehlo.rsqrt %ve : tensor<4096xf32>
  %rsb = stablehlo.broadcast_in_dim %rs, dims = [0] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %r = stablehlo.multiply %c, %rsb : tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}
