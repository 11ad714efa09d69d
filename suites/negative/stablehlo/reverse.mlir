// Golden negative and positive programs for stablehlo.reverse: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.reverse"(%a0) <{dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reverse (C1)}}
  %r = "stablehlo.reverse"(%a0) <{dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reverse (C2)}}
  %r = "stablehlo.reverse"(%a0) <{dimensions = array<i64: 0, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reverse (C3)}}
  %r = "stablehlo.reverse"(%a0) <{dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
