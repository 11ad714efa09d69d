// Golden negative and positive programs for stablehlo.cholesky: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3x3xf32>) {
  %r = "stablehlo.cholesky"(%a0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x3xf32>) {
  %r = "stablehlo.cholesky"(%a0) <{lower = true}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>) {
  // expected-error@+1 {{stablehlo.cholesky (C1)}}
  %r = "stablehlo.cholesky"(%a0) : (tensor<3x3xf32>) -> tensor<3x3xf64>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.cholesky (C2)}}
  %r = "stablehlo.cholesky"(%a0) : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.cholesky (C3)}}
  %r = "stablehlo.cholesky"(%a0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}
