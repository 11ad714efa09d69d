// Golden negative and positive programs for stablehlo.rng: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<2xi64>) {
  %r = "stablehlo.rng"(%a0, %a1, %a2) <{rng_distribution = #stablehlo<rng_distribution NORMAL>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<i32>, %a2: tensor<2xi64>) {
  %r = "stablehlo.rng"(%a0, %a1, %a2) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<2x2xi32>
  return
}

// -----

func.func @main(%a0: tensor<f32>, %a1: tensor<f64>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.rng (C1)}}
  %r = "stablehlo.rng"(%a0, %a1, %a2) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f64>, tensor<2xi64>) -> tensor<2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<i32>, %a2: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.rng (C2)}}
  %r = "stablehlo.rng"(%a0, %a1, %a2) <{rng_distribution = #stablehlo<rng_distribution NORMAL>}> : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<2x2xi32>
  return
}

// -----

func.func @main(%a0: tensor<f32>, %a1: tensor<f32>) {
  %s = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.rng (C3)}}
  %r = "stablehlo.rng"(%a0, %a1, %s) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

// the shape operand has one entry per result dimension
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<3xi64>) {
  // expected-error@+1 {{stablehlo.rng (C3)}}
  %r = "stablehlo.rng"(%a0, %a1, %a2) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x2xf32>
  return
}

// -----

// a negative entry of a constant shape is no `?`: no result shape has it
func.func @main(%a0: tensor<f32>, %a1: tensor<f32>) {
  %s = stablehlo.constant dense<[2, -3]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.rng (C3)}}
  %r = "stablehlo.rng"(%a0, %a1, %s) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}
