// Golden negative and positive programs for stablehlo.set_dimension_size: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<i32>) {
  %r = "stablehlo.set_dimension_size"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<i32>) {
  // expected-error@+1 {{stablehlo.set_dimension_size (C1)}}
  %r = "stablehlo.set_dimension_size"(%a0, %a1) <{dimension = 1 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<i32>) {
  // expected-error@+1 {{stablehlo.set_dimension_size (C2)}}
  %r = "stablehlo.set_dimension_size"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf64>
  return
}
