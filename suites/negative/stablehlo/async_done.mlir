// Golden negative and positive programs for stablehlo.async_done: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: !stablehlo.future<tensor<4xf32>>) {
  %r = "stablehlo.async_done"(%a0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: !stablehlo.future<tensor<4xf32>>) {
  // expected-error@+1 {{stablehlo.async_done (C1)}}
  %r = "stablehlo.async_done"(%a0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<3xf32>
  return
}
