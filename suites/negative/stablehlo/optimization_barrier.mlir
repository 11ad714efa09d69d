// Golden negative and positive programs for stablehlo.optimization_barrier: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: !stablehlo.token) {
  %r:2 = "stablehlo.optimization_barrier"(%a0, %a1) : (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.optimization_barrier (C1)}}
  %r:2 = "stablehlo.optimization_barrier"(%a0, %a1) : (tensor<4xf32>, !stablehlo.token) -> (tensor<4xf64>, !stablehlo.token)
  return
}
