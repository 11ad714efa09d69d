// Golden negative and positive programs for stablehlo.tuple: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<f32>, %a1: tensor<i32>) {
  %r = "stablehlo.tuple"(%a0, %a1) : (tensor<f32>, tensor<i32>) -> tuple<tensor<f32>, tensor<i32>>
  return
}

// -----

func.func @main(%a0: tensor<f32>, %a1: tensor<i32>) {
  // expected-error@+1 {{stablehlo.tuple (C1)}}
  %r = "stablehlo.tuple"(%a0, %a1) : (tensor<f32>, tensor<i32>) -> tuple<tensor<f32>, tensor<f32>>
  return
}
