// Golden negative and positive programs for stablehlo.is_finite: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.is_finite"(%a0) : (tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.is_finite (C1)}}
  %r = "stablehlo.is_finite"(%a0) : (tensor<4xf32>) -> tensor<3xi1>
  return
}
