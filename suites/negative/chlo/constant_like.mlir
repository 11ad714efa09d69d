// Golden negative and positive programs for chlo.constant_like: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<?xf32>) {
  %r = "chlo.constant_like"(%a0) <{value = 0.000000e+00 : f32}> : (tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<?xf32>) {
  // expected-error@+1 {{chlo.constant_like (C1)}}
  %r = "chlo.constant_like"(%a0) <{value = 0.000000e+00 : f32}> : (tensor<?xf32>) -> tensor<?xf64>
  return
}
