// Golden negative and positive programs for types.quantized: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) {
  %r = "stablehlo.abs"(%a0) : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  return
}

// -----

// spec-version: seed (today's spec dropped this clause)
func.func @main(%a0: tensor<2xf16>) {
  // expected-error@+1 {{quantized element type (C1)}}
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<2xf16>) -> tensor<2x!quant.uniform<i16:f16, 5.000000e-01>>
  return
}

// -----

func.func @main(%a0: tensor<2xf32>) {
  // expected-error@+1 {{quantized tensor type (C12)}}
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:1, {5.000000e-01:0,5.000000e-01:0}>>
  return
}

// -----

func.func @main(%a0: tensor<2xf32>) {
  // expected-error@+1 {{quantized tensor type (C13)}}
  %r = "stablehlo.uniform_quantize"(%a0) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01:0,5.000000e-01:0,5.000000e-01:0}>>
  return
}
