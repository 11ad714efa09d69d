// Golden negative and positive programs for stablehlo.add: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r = "stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf64>) {
  // expected-error@+1 {{stablehlo.add (C1)}}
  %r = "stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

// baseline types ignore scales and zero points
func.func @main(%a0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>, %a1: tensor<4x!quant.uniform<i8:f32, 2.500000e-01:1>>) {
  %r = "stablehlo.add"(%a0, %a1) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<4x!quant.uniform<i8:f32, 2.500000e-01:1>>) -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  return
}
