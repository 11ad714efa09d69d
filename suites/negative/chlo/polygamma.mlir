// Golden negative and positive programs for chlo.polygamma: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r = "chlo.polygamma"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  // expected-error@+1 {{chlo.polygamma (C1)}}
  %r = "chlo.polygamma"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<3xf32>
  return
}
