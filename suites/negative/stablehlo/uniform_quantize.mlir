// Golden negative and positive programs for stablehlo.uniform_quantize: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  return
}

// -----

// requantize
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) {
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.uniform_quantize (C1)}}
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<4xf32>) -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.uniform_quantize (C2)}}
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f16, 5.000000e-01:-3>>
  return
}
