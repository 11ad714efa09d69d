// Golden negative and positive programs for stablehlo.reshape: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>) {
  %r = "stablehlo.reshape"(%a0) : (tensor<2x3xf32>) -> tensor<6xf32>
  return
}

// -----

// the quantization dimension keeps its size and position
func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) {
  %r = "stablehlo.reshape"(%a0) : (tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) -> tensor<2x3x1x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>) {
  // expected-error@+1 {{stablehlo.reshape (C1)}}
  %r = "stablehlo.reshape"(%a0) : (tensor<2x3xf32>) -> tensor<6xf64>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>) {
  // expected-error@+1 {{stablehlo.reshape (C2)}}
  %r = "stablehlo.reshape"(%a0) : (tensor<2x3xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) {
  // expected-error@+1 {{stablehlo.reshape (C3)}}
  %r = "stablehlo.reshape"(%a0) : (tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01:0,2.000000e-01:0}>>
  return
}
