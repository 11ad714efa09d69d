// Golden negative and positive programs for stablehlo.dynamic_pad: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>, %a2: tensor<1xi64>, %a3: tensor<1xi64>, %a4: tensor<1xi64>) {
  %r = "stablehlo.dynamic_pad"(%a0, %a1, %a2, %a3, %a4) : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f64>, %a2: tensor<1xi64>, %a3: tensor<1xi64>, %a4: tensor<1xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_pad (C1)}}
  %r = "stablehlo.dynamic_pad"(%a0, %a1, %a2, %a3, %a4) : (tensor<3xf32>, tensor<f64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>, %a2: tensor<2xi64>, %a3: tensor<1xi64>, %a4: tensor<1xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_pad (C2)}}
  %r = "stablehlo.dynamic_pad"(%a0, %a1, %a2, %a3, %a4) : (tensor<3xf32>, tensor<f32>, tensor<2xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  %lo = stablehlo.constant dense<[1]> : tensor<1xi64>
  %hi = stablehlo.constant dense<[2]> : tensor<1xi64>
  %in = stablehlo.constant dense<[-1]> : tensor<1xi64>
  // expected-error@+1 {{stablehlo.dynamic_pad (C3)}}
  %r = "stablehlo.dynamic_pad"(%a0, %a1, %lo, %hi, %in) : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  %lo = stablehlo.constant dense<[1]> : tensor<1xi64>
  %hi = stablehlo.constant dense<[2]> : tensor<1xi64>
  %in = stablehlo.constant dense<[1]> : tensor<1xi64>
  // expected-error@+1 {{stablehlo.dynamic_pad (C4)}}
  %r = "stablehlo.dynamic_pad"(%a0, %a1, %lo, %hi, %in) : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<9xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  %lo = stablehlo.constant dense<[1]> : tensor<1xi64>
  %hi = stablehlo.constant dense<[2]> : tensor<1xi64>
  %in = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r = "stablehlo.dynamic_pad"(%a0, %a1, %lo, %hi, %in) : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xf32>
  return
}
