// Golden negative and positive programs for stablehlo.clamp: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<f32>, %a1: tensor<4xf32>, %a2: tensor<f32>) {
  %r = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xf32>) {
  %r = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<4xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.clamp (C1)}}
  %r = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<3xf32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<f32>, %a1: tensor<4xf32>, %a2: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.clamp (C2)}}
  %r = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<f64>, %a1: tensor<4xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.clamp (C3)}}
  %r = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f64>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<f32>, %a1: tensor<4xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.clamp (C4)}}
  %r = "stablehlo.clamp"(%a0, %a1, %a2) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf64>
  return
}
