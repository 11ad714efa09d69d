// Golden negative and positive programs for chlo.broadcast_multiply: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2x4xf32>) {
  %r = "chlo.broadcast_multiply"(%a0, %a1) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

// broadcast_dimensions maps lhs onto dimension 0
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4x2xf32>) {
  %r = "chlo.broadcast_multiply"(%a0, %a1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2x4xf64>) {
  // expected-error@+1 {{chlo.broadcast_multiply (C1)}}
  %r = "chlo.broadcast_multiply"(%a0, %a1) : (tensor<4xf32>, tensor<2x4xf64>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2x4xf32>) {
  // expected-error@+1 {{chlo.broadcast_multiply (C2)}}
  %r = "chlo.broadcast_multiply"(%a0, %a1) : (tensor<3xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2x4xf32>) {
  // expected-error@+1 {{chlo.broadcast_multiply (C3)}}
  %r = "chlo.broadcast_multiply"(%a0, %a1) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2x4xf32>) {
  // expected-error@+1 {{chlo.broadcast_multiply (C4)}}
  %r = "chlo.broadcast_multiply"(%a0, %a1) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf64>
  return
}
