// hlo-cts example: quantized element types (per-tensor, per-axis, narrowed
// storage range) and constants whose value is stored in the storage type.

func.func @quantize(%x: tensor<4xf32>) -> tensor<4xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  %sum = stablehlo.add %q, %q : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  %d = stablehlo.uniform_dequantize %sum : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

func.func @per_axis(%w: tensor<2x3x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:2,2.000000e-01:3}>>) -> tensor<2x3xf32> {
  %d = stablehlo.uniform_dequantize %w : (tensor<2x3x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01:2,2.000000e-01:3}>>) -> tensor<2x3xf32>
  return %d : tensor<2x3xf32>
}

func.func @quantized_constant() -> tensor<2x!quant.uniform<u8:f32, 2.500000e-01:128>> {
  %c = stablehlo.constant() <{value = dense<[1, 255]> : tensor<2xui8>}> : () -> tensor<2x!quant.uniform<u8:f32, 2.500000e-01:128>>
  return %c : tensor<2x!quant.uniform<u8:f32, 2.500000e-01:128>>
}

func.func @sub_byte_storage(%x: tensor<3xf32>) -> tensor<3x!quant.uniform<i4:f32, 1.000000e+00>> {
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i4:f32, 1.000000e+00>>
  return %q : tensor<3x!quant.uniform<i4:f32, 1.000000e+00>>
}
