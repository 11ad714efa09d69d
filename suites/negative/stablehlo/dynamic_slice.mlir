// Golden negative and positive programs for stablehlo.dynamic_slice: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<i32>, %a2: tensor<i32>) {
  %r = "stablehlo.dynamic_slice"(%a0, %a1, %a2) <{slice_sizes = array<i64: 2, 2>}> : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<i32>, %a2: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_slice (C1)}}
  %r = "stablehlo.dynamic_slice"(%a0, %a1, %a2) <{slice_sizes = array<i64: 2, 2>}> : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf64>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_slice (C2)}}
  %r = "stablehlo.dynamic_slice"(%a0, %a1) <{slice_sizes = array<i64: 2, 2>}> : (tensor<4x4xf32>, tensor<i32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<i32>, %a2: tensor<i64>) {
  // expected-error@+1 {{stablehlo.dynamic_slice (C3)}}
  %r = "stablehlo.dynamic_slice"(%a0, %a1, %a2) <{slice_sizes = array<i64: 2, 2>}> : (tensor<4x4xf32>, tensor<i32>, tensor<i64>) -> tensor<2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<i32>, %a2: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_slice (C4)}}
  %r = "stablehlo.dynamic_slice"(%a0, %a1, %a2) <{slice_sizes = array<i64: 5, 2>}> : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x4xf32>, %a1: tensor<i32>, %a2: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_slice (C5)}}
  %r = "stablehlo.dynamic_slice"(%a0, %a1, %a2) <{slice_sizes = array<i64: 2, 2>}> : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  return
}

// -----

// 0 <= slice_sizes fails whatever the operand's rank, an unknown one included
func.func @main(%a0: tensor<*xf32>, %a1: tensor<i32>) {
  // expected-error@+1 {{stablehlo.dynamic_slice (C4)}}
  %r = "stablehlo.dynamic_slice"(%a0, %a1) <{slice_sizes = array<i64: -3>}> : (tensor<*xf32>, tensor<i32>) -> tensor<3xf32>
  return
}
