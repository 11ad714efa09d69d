// Golden negative and positive programs for chlo.is_neg_inf: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "chlo.is_neg_inf"(%a0) : (tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{chlo.is_neg_inf (C1)}}
  %r = "chlo.is_neg_inf"(%a0) : (tensor<4xf32>) -> tensor<3xi1>
  return
}
