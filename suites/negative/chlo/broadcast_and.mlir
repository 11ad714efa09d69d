// Golden negative and positive programs for chlo.broadcast_and: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xi32>, %a1: tensor<2x4xi32>) {
  %r = "chlo.broadcast_and"(%a0, %a1) : (tensor<4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  return
}

// -----

// broadcast_dimensions maps lhs onto dimension 0
func.func @main(%a0: tensor<4xi32>, %a1: tensor<4x2xi32>) {
  %r = "chlo.broadcast_and"(%a0, %a1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>, tensor<4x2xi32>) -> tensor<4x2xi32>
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<2x4xi64>) {
  // expected-error@+1 {{chlo.broadcast_and (C1)}}
  %r = "chlo.broadcast_and"(%a0, %a1) : (tensor<4xi32>, tensor<2x4xi64>) -> tensor<2x4xi32>
  return
}

// -----

func.func @main(%a0: tensor<3xi32>, %a1: tensor<2x4xi32>) {
  // expected-error@+1 {{chlo.broadcast_and (C2)}}
  %r = "chlo.broadcast_and"(%a0, %a1) : (tensor<3xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<2x4xi32>) {
  // expected-error@+1 {{chlo.broadcast_and (C3)}}
  %r = "chlo.broadcast_and"(%a0, %a1) : (tensor<4xi32>, tensor<2x4xi32>) -> tensor<3x4xi32>
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<2x4xi32>) {
  // expected-error@+1 {{chlo.broadcast_and (C4)}}
  %r = "chlo.broadcast_and"(%a0, %a1) : (tensor<4xi32>, tensor<2x4xi32>) -> tensor<2x4xi64>
  return
}
