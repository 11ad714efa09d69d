// Golden negative and positive programs for stablehlo.convert: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xi32>) {
  %r = "stablehlo.convert"(%a0) : (tensor<4xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xi32>) {
  // expected-error@+1 {{stablehlo.convert (C1)}}
  %r = "stablehlo.convert"(%a0) : (tensor<4xi32>) -> tensor<3xf32>
  return
}
