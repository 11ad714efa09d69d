// Golden negative and positive programs for chlo.ragged_dot: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<6x3xf32>, %a1: tensor<2x3x4xf32>, %a2: tensor<2xi64>) {
  %r = "chlo.ragged_dot"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<6x3xf32>, %a1: tensor<2x3x4xf32>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{chlo.ragged_dot (C1)}}
  %r = "chlo.ragged_dot"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<6x3xf32>, %a1: tensor<2x3x4xf32>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{chlo.ragged_dot (C2)}}
  %r = "chlo.ragged_dot"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<6x3xf32>, %a1: tensor<2x3x4xf32>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{chlo.ragged_dot (C3)}}
  %r = "chlo.ragged_dot"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<6x3xf32>, %a1: tensor<2x3x4xf32>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{chlo.ragged_dot (C4)}}
  %r = "chlo.ragged_dot"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [3]>}> : (tensor<6x3xf32>, tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<6x3xf32>, %a1: tensor<2x4x4xf32>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{chlo.ragged_dot (C5)}}
  %r = "chlo.ragged_dot"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, tensor<2x4x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<6x3xf32>, %a1: tensor<2x3x4xf64>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{chlo.ragged_dot (C6)}}
  %r = "chlo.ragged_dot"(%a0, %a1, %a2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<6x3xf32>, tensor<2x3x4xf64>, tensor<2xi64>) -> tensor<6x4xf32>
  return
}
