// Golden negative and positive programs for chlo.mulhi: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) {
  %r = "chlo.mulhi"(%a0, %a1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) {
  // expected-error@+1 {{chlo.mulhi (C1)}}
  %r = "chlo.mulhi"(%a0, %a1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<3xi32>
  return
}
