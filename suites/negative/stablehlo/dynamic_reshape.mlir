// Golden negative and positive programs for stablehlo.dynamic_reshape: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<1xi64>) {
  %r = "stablehlo.dynamic_reshape"(%a0, %a1) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<?xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<1xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_reshape (C1)}}
  %r = "stablehlo.dynamic_reshape"(%a0, %a1) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf64>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<1xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_reshape (C2)}}
  %r = "stablehlo.dynamic_reshape"(%a0, %a1) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<5xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_reshape (C3)}}
  %r = "stablehlo.dynamic_reshape"(%a0, %a1) : (tensor<2x3x!quant.uniform<i8:f32:0, {1.000000e-01:0,2.000000e-01:0}>>, tensor<2xi64>) -> tensor<3x2x!quant.uniform<i8:f32:1, {1.000000e-01:0,2.000000e-01:0}>>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2xi64>) {
  // expected-error@+1 {{stablehlo.dynamic_reshape (C4)}}
  %r = "stablehlo.dynamic_reshape"(%a0, %a1) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<6xf32>
  return
}
