// Golden negative and positive programs for stablehlo.slice: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.slice (C1)}}
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf64>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.slice (C2)}}
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 1, 1>, limit_indices = array<i64: 3, 3>, strides = array<i64: 1, 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.slice (C3)}}
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 3>, limit_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<0xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.slice (C4)}}
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 0>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.slice (C5)}}
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

// A stride past every limit: one element (the shape's ceiling taken without
// overflow; found by fuzz/checker_fuzzer).
func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.slice"(%a0) <{start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 9223372036854775807>}> : (tensor<4xf32>) -> tensor<1xf32>
  return
}
