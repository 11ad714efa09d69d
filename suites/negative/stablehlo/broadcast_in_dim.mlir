// Golden negative and positive programs for stablehlo.broadcast_in_dim: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3xf32>) {
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

// a size-1 dimension expands
func.func @main(%a0: tensor<1xf32>) {
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.broadcast_in_dim (C1)}}
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x3xf64>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.broadcast_in_dim (C2)}}
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.broadcast_in_dim (C3)}}
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>) {
  // expected-error@+1 {{stablehlo.broadcast_in_dim (C4)}}
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.broadcast_in_dim (C5)}}
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x4xf32>
  return
}

// -----

// the quantization dimension must follow broadcast_dimensions
func.func @main(%a0: tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) {
  // expected-error@+1 {{stablehlo.broadcast_in_dim (C6)}}
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>
  return
}

// -----

func.func @main(%a0: tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) {
  %r = "stablehlo.broadcast_in_dim"(%a0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01:0,2.000000e-01:0}>>
  return
}
