// Golden negative and positive programs for stablehlo.reduce_precision: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.reduce_precision"(%a0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_precision (C1)}}
  %r = "stablehlo.reduce_precision"(%a0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_precision (C2)}}
  %r = "stablehlo.reduce_precision"(%a0) <{exponent_bits = 0 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_precision (C3)}}
  %r = "stablehlo.reduce_precision"(%a0) <{exponent_bits = 5 : i32, mantissa_bits = -1 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
