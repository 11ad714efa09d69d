// Golden negative and positive programs for stablehlo.abs: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.abs"(%a0) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// complex modulus gives the part type
func.func @main(%a0: tensor<4xcomplex<f32>>) {
  %r = "stablehlo.abs"(%a0) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.abs (C1)}}
  %r = "stablehlo.abs"(%a0) : (tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.abs (C2)}}
  %r = "stablehlo.abs"(%a0) : (tensor<4xf32>) -> tensor<4xf64>
  return
}
