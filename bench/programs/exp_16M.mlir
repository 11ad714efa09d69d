// f32 exponential over 16M elements.
func.func @main(%x: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %0 = stablehlo.exponential %x : tensor<16777216xf32>
  return %0 : tensor<16777216xf32>
}
