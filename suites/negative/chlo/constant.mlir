// Golden negative and positive programs for chlo.constant: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main() {
  %r = "chlo.constant"() <{value = dense<1.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @main() {
  // expected-error@+1 {{chlo.constant (C1)}}
  %r = "chlo.constant"() <{value = dense<1.000000e+00> : tensor<3xf32>}> : () -> tensor<4xf32>
  return
}
