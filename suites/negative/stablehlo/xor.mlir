// Golden negative and positive programs for stablehlo.xor: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi32>) {
  %r = "stablehlo.xor"(%a0, %a1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<4xi64>) {
  // expected-error@+1 {{stablehlo.xor (C1)}}
  %r = "stablehlo.xor"(%a0, %a1) : (tensor<4xi32>, tensor<4xi64>) -> tensor<4xi32>
  return
}
