// Golden negative and positive programs for stablehlo.dot: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>) {
  %r = "stablehlo.dot"(%a0, %a1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  %r = "stablehlo.dot"(%a0, %a1) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.dot (C1)}}
  %r = "stablehlo.dot"(%a0, %a1) : (tensor<2x2x3xf32>, tensor<3xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.dot (C2)}}
  %r = "stablehlo.dot"(%a0, %a1) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.dot (C3)}}
  %r = "stablehlo.dot"(%a0, %a1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf64>) {
  // expected-error@+1 {{stablehlo.dot (C4)}}
  %r = "stablehlo.dot"(%a0, %a1) : (tensor<2x3xf32>, tensor<3xf64>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.dot (C5)}}
  %r = "stablehlo.dot"(%a0, %a1) <{precision_config = [#stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  return
}
