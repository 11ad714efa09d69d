// Golden negative and positive programs for stablehlo.get_dimension_size: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.get_dimension_size"(%a0) <{dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<i32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.get_dimension_size (C1)}}
  %r = "stablehlo.get_dimension_size"(%a0) <{dimension = 1 : i64}> : (tensor<4xf32>) -> tensor<i32>
  return
}
