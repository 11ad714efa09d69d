// Element-wise chain over 16M f32: ((x * y + x) - y) max x, then abs.
func.func @main(%x: tensor<16777216xf32>, %y: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<16777216xf32>
  %1 = stablehlo.add %0, %x : tensor<16777216xf32>
  %2 = stablehlo.subtract %1, %y : tensor<16777216xf32>
  %3 = stablehlo.maximum %2, %x : tensor<16777216xf32>
  %4 = stablehlo.abs %3 : tensor<16777216xf32>
  return %4 : tensor<16777216xf32>
}
