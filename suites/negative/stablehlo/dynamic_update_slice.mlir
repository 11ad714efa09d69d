// Golden negative and positive programs for stablehlo.dynamic_update_slice: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<2x2xf32>, %a2: tensor<i32>, %a3: tensor<i32>) {
  %r = "stablehlo.dynamic_update_slice"(%a0, %a1, %a2, %a3) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<2x2xf32>, %a2: tensor<i32>, %a3: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_update_slice (C1)}}
  %r = "stablehlo.dynamic_update_slice"(%a0, %a1, %a2, %a3) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf64>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<2x2xf64>, %a2: tensor<i32>, %a3: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_update_slice (C2)}}
  %r = "stablehlo.dynamic_update_slice"(%a0, %a1, %a2, %a3) : (tensor<4x4xf32>, tensor<2x2xf64>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<2x2x1xf32>, %a2: tensor<i32>, %a3: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_update_slice (C3)}}
  %r = "stablehlo.dynamic_update_slice"(%a0, %a1, %a2, %a3) : (tensor<4x4xf32>, tensor<2x2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<2x2xf32>, %a2: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_update_slice (C4)}}
  %r = "stablehlo.dynamic_update_slice"(%a0, %a1, %a2) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<2x2xf32>, %a2: tensor<i32>, %a3: tensor<i64>) {
  // expected-error@+1 {{stablehlo.dynamic_update_slice (C5)}}
  %r = "stablehlo.dynamic_update_slice"(%a0, %a1, %a2, %a3) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i64>) -> tensor<4x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<5x2xf32>, %a2: tensor<i32>, %a3: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_update_slice (C6)}}
  %r = "stablehlo.dynamic_update_slice"(%a0, %a1, %a2, %a3) : (tensor<4x4xf32>, tensor<5x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return
}
