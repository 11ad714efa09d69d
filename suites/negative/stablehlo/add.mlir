// Golden negative and positive programs for stablehlo.add: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r = "stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// every element-type class: signed, unsigned, boolean (i1 addition is or)
func.func @main(%s: tensor<4xi32>, %u: tensor<4xui8>, %b: tensor<4xi1>) {
  %r0 = "stablehlo.add"(%s, %s) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %r1 = "stablehlo.add"(%u, %u) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %r2 = "stablehlo.add"(%b, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
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
