// Golden negative and positive programs for chlo.top_k: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3x8xf32>) {
  %r:2 = "chlo.top_k"(%a0) <{k = 2 : i64}> : (tensor<3x8xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
  return
}

// -----

func.func @main(%a0: tensor<3x8xf32>) {
  // expected-error@+1 {{chlo.top_k (C1)}}
  %r:2 = "chlo.top_k"(%a0) <{k = 9 : i64}> : (tensor<3x8xf32>) -> (tensor<3x9xf32>, tensor<3x9xi32>)
  return
}

// -----

func.func @main(%a0: tensor<3x8xf32>) {
  // expected-error@+1 {{chlo.top_k (C2)}}
  %r:2 = "chlo.top_k"(%a0) <{k = 2 : i64}> : (tensor<3x8xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>)
  return
}

// -----

func.func @main(%a0: tensor<3x8xf32>) {
  // expected-error@+1 {{chlo.top_k (C3)}}
  %r:2 = "chlo.top_k"(%a0) <{k = 2 : i64}> : (tensor<3x8xf32>) -> (tensor<3x2xf64>, tensor<3x2xi32>)
  return
}

// -----

// 0 <= k fails whatever the operand's rank, an unknown one included
func.func @main(%a0: tensor<*xf32>) {
  // expected-error@+1 {{chlo.top_k (C1)}}
  %r:2 = "chlo.top_k"(%a0) <{k = -3 : i64}> : (tensor<*xf32>) -> (tensor<3xf32>, tensor<3xi32>)
  return
}
