// Golden negative and positive programs for stablehlo.dynamic_broadcast_in_dim: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64>, known_nonexpanding_dimensions = array<i64: 0>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C1)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf64>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C2)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C3)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C4)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1, 1>}> : (tensor<3x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C5)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C6)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>, tensor<2xi64>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C7)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>, tensor<3xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C8)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C9)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64: 1>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_broadcast_in_dim (C10)}}
  %r = "stablehlo.dynamic_broadcast_in_dim"(%a0, %a1) <{broadcast_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: 1>}> : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  return
}
