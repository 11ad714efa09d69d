// Golden negative and positive programs for stablehlo.bitcast_convert: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.bitcast_convert"(%a0) : (tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

// a narrower type adds a dimension
func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.bitcast_convert"(%a0) : (tensor<4xf32>) -> tensor<4x4xi8>
  return
}

// -----

// a wider type removes one
func.func @main(%a0: tensor<4x2xi32>) {
  %r = "stablehlo.bitcast_convert"(%a0) : (tensor<4x2xi32>) -> tensor<4xi64>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.bitcast_convert (C1)}}
  %r = "stablehlo.bitcast_convert"(%a0) : (tensor<4xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @main(%a0: tensor<4xf64>) {
  // expected-error@+1 {{stablehlo.bitcast_convert (C2)}}
  %r = "stablehlo.bitcast_convert"(%a0) : (tensor<4xf64>) -> tensor<4xcomplex<f32>>
  return
}
