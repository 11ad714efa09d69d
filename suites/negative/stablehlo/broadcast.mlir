// Golden negative and positive programs for stablehlo.broadcast: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3xf32>) {
  %r = "stablehlo.broadcast"(%a0) <{broadcast_sizes = array<i64: 2>}> : (tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.broadcast (C1)}}
  %r = "stablehlo.broadcast"(%a0) <{broadcast_sizes = array<i64: 2>}> : (tensor<3xf32>) -> tensor<2x3xf64>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.broadcast (C2)}}
  %r = "stablehlo.broadcast"(%a0) <{broadcast_sizes = array<i64: 2>}> : (tensor<3xf32>) -> tensor<3x3xf32>
  return
}

// -----

// broadcast_sizes are sizes: a negative one is no `?` and matches no dimension
func.func @main(%a0: tensor<2xf32>) {
  // expected-error@+1 {{stablehlo.broadcast (C2)}}
  %r = "stablehlo.broadcast"(%a0) <{broadcast_sizes = array<i64: -3>}> : (tensor<2xf32>) -> tensor<3x2xf32>
  return
}

// -----

// nor does an unranked result have a negative dimension
func.func @main(%a0: tensor<2xf32>) {
  // expected-error@+1 {{stablehlo.broadcast (C2)}}
  %r = "stablehlo.broadcast"(%a0) <{broadcast_sizes = array<i64: -1>}> : (tensor<2xf32>) -> tensor<*xf32>
  return
}
