// Golden negative and positive programs for stablehlo.uniform_dequantize: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) {
  %r = "stablehlo.uniform_dequantize"(%a0) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) {
  // expected-error@+1 {{stablehlo.uniform_dequantize (C1)}}
  %r = "stablehlo.uniform_dequantize"(%a0) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) {
  // expected-error@+1 {{stablehlo.uniform_dequantize (C2)}}
  %r = "stablehlo.uniform_dequantize"(%a0) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) -> tensor<4xf64>
  return
}
