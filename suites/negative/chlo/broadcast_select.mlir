// Golden negative and positive programs for chlo.broadcast_select: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<i1>, %a1: tensor<4xf32>, %a2: tensor<2x4xf32>) {
  %r = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<i1>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<i1>, %a1: tensor<4xf32>, %a2: tensor<2x4xf64>) {
  // expected-error@+1 {{chlo.broadcast_select (C1)}}
  %r = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<i1>, tensor<4xf32>, tensor<2x4xf64>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xi1>, %a1: tensor<4xf32>, %a2: tensor<2x4xf32>) {
  // expected-error@+1 {{chlo.broadcast_select (C2)}}
  %r = "chlo.broadcast_select"(%a0, %a1, %a2) : (tensor<3xi1>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}
