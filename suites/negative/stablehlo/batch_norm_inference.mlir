// Golden negative and positive programs for stablehlo.batch_norm_inference: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) {
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_inference (C1)}}
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf64>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_inference (C2)}}
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf64>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<4xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_inference (C3)}}
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<4xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_inference (C4)}}
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<4xf32>, %a4: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_inference (C5)}}
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_inference (C6)}}
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>, %a3: tensor<3xf32>, %a4: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_inference (C7)}}
  %r = "stablehlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x4xf32>
  return
}
