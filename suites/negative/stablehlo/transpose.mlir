// Golden negative and positive programs for stablehlo.transpose: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>) {
  %r = "stablehlo.transpose"(%a0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) {
  %r = "stablehlo.transpose"(%a0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01:0,2.000000e-01:0}>>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>) {
  // expected-error@+1 {{stablehlo.transpose (C1)}}
  %r = "stablehlo.transpose"(%a0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf64>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>) {
  // expected-error@+1 {{stablehlo.transpose (C2)}}
  %r = "stablehlo.transpose"(%a0) <{permutation = array<i64: 0, 0>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>) {
  // expected-error@+1 {{stablehlo.transpose (C3)}}
  %r = "stablehlo.transpose"(%a0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) {
  // expected-error@+1 {{stablehlo.transpose (C4)}}
  %r = "stablehlo.transpose"(%a0) <{permutation = array<i64: 1, 0>}> : (tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>
  return
}
