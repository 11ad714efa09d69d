// Golden negative and positive programs for stablehlo.infeed: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: !stablehlo.token) {
  %r:2 = "stablehlo.infeed"(%a0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return
}

// -----

func.func @main(%a0: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.infeed (C1)}}
  "stablehlo.infeed"(%a0) <{infeed_config = ""}> : (!stablehlo.token) -> ()
  return
}

// -----

func.func @main(%a0: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.infeed (C2)}}
  %r:2 = "stablehlo.infeed"(%a0) <{infeed_config = ""}> : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  return
}

// -----

func.func @main(%a0: !stablehlo.token) {
  // expected-error@+1 {{stablehlo.infeed (C3)}}
  %r:2 = "stablehlo.infeed"(%a0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<4xf32>, tensor<4xf32>)
  return
}
