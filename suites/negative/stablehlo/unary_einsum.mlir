// Golden negative and positive programs for stablehlo.unary_einsum: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>) {
  %r = "stablehlo.unary_einsum"(%a0) <{einsum_config = "ab->b"}> : (tensor<2x3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>) {
  // expected-error@+1 {{stablehlo.unary_einsum (C1)}}
  %r = "stablehlo.unary_einsum"(%a0) <{einsum_config = "ab,bc->b"}> : (tensor<2x3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>) {
  // expected-error@+1 {{stablehlo.unary_einsum (C2)}}
  %r = "stablehlo.unary_einsum"(%a0) <{einsum_config = "a->b"}> : (tensor<2x3xf32>) -> tensor<3xf32>
  return
}
