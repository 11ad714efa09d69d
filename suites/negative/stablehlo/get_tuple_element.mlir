// Golden negative and positive programs for stablehlo.get_tuple_element: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tuple<tensor<f32>, tensor<i32>>) {
  %r = "stablehlo.get_tuple_element"(%a0) <{index = 1 : i32}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  return
}

// -----

func.func @main(%a0: tuple<tensor<f32>, tensor<i32>>) {
  // expected-error@+1 {{stablehlo.get_tuple_element (C1)}}
  %r = "stablehlo.get_tuple_element"(%a0) <{index = 2 : i32}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
  return
}

// -----

func.func @main(%a0: tuple<tensor<f32>, tensor<i32>>) {
  // expected-error@+1 {{stablehlo.get_tuple_element (C2)}}
  %r = "stablehlo.get_tuple_element"(%a0) <{index = 1 : i32}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return
}
