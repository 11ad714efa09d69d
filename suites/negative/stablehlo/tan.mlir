// Golden negative and positive programs for stablehlo.tan: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.tan"(%a0) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// result type differs from the operand type
func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.tan (C1)}}
  %r = "stablehlo.tan"(%a0) : (tensor<4xf32>) -> tensor<4xf64>
  return
}
