// Golden negative and positive programs for stablehlo.torch_index_select: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<5x3xf32>, %a1: tensor<2xi32>) {
  %r = "stablehlo.torch_index_select"(%a0, %a1) <{dim = 0 : i64, batch_dims = 0 : i64}> : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x3xf32>, %a1: tensor<2xi32>) {
  // expected-error@+1 {{stablehlo.torch_index_select (C1)}}
  %r = "stablehlo.torch_index_select"(%a0, %a1) <{dim = 2 : i64, batch_dims = 0 : i64}> : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x3xf32>, %a1: tensor<2xi32>) {
  // expected-error@+1 {{stablehlo.torch_index_select (C2)}}
  %r = "stablehlo.torch_index_select"(%a0, %a1) <{dim = 0 : i64, batch_dims = 2 : i64}> : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x3xf32>, %a1: tensor<2xi32>) {
  // expected-error@+1 {{stablehlo.torch_index_select (C3)}}
  %r = "stablehlo.torch_index_select"(%a0, %a1) <{dim = 0 : i64, batch_dims = 0 : i64}> : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<3x3xf32>
  return
}
