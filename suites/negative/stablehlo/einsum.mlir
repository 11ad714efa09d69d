// Golden negative and positive programs for stablehlo.einsum: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  %r = "stablehlo.einsum"(%a0, %a1) <{einsum_config = "ab,bc->ac"}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.einsum (C1)}}
  %r = "stablehlo.einsum"(%a0, %a1) <{einsum_config = "ab->ac"}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.einsum (C2)}}
  %r = "stablehlo.einsum"(%a0, %a1) <{einsum_config = "abc,bc->ac"}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}
