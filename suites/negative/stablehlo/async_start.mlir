// Golden negative and positive programs for stablehlo.async_start: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.async_start"(%a0) ({
    ^bb0(%x: tensor<4xf32>):
      %y = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %y : tensor<4xf32>
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.async_start (C1)}}
  %r = "stablehlo.async_start"(%a0) ({
    ^bb0(%x: tensor<3xf32>):
      %y = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
      stablehlo.return %y : tensor<3xf32>
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<3xf32>>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.async_start (C2)}}
  %r = "stablehlo.async_start"(%a0) ({
    ^bb0(%x: tensor<4xf32>):
      %y = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %y : tensor<4xf32>
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<3xf32>>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.async_start (C3)}}
  %r = "stablehlo.async_start"(%a0) ({
    ^bb0(%x: tensor<4xf32>):
      %y = stablehlo.abs %x : tensor<4xf32>
      stablehlo.return %y : tensor<4xf32>
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return
}
