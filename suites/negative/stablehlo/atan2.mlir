// Golden negative and positive programs for stablehlo.atan2: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r = "stablehlo.atan2"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf64>) {
  // expected-error@+1 {{stablehlo.atan2 (C1)}}
  %r = "stablehlo.atan2"(%a0, %a1) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}
