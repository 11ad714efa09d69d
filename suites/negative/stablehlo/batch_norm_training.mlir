// Golden negative and positive programs for stablehlo.batch_norm_training: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_training (C1)}}
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 2 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf64>) {
  // expected-error@+1 {{stablehlo.batch_norm_training (C2)}}
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf64>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<4xf32>, %a2: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_training (C3)}}
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_training (C4)}}
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_training (C5)}}
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_training (C6)}}
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.batch_norm_training (C7)}}
  %r:3 = "stablehlo.batch_norm_training"(%a0, %a1, %a2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x4xf32>, tensor<3xf32>, tensor<3xf32>)
  return
}
