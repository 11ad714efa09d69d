// Golden negative and positive programs for stablehlo.constant: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main() {
  %r = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
  return
}

// -----

// quantized values are stored as the storage type
func.func @main() {
  %r = "stablehlo.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi8>}> : () -> tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-3>>
  return
}

// -----

func.func @main() {
  // expected-error@+1 {{stablehlo.constant (C1)}}
  %r = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<3xf32>}> : () -> tensor<4xf32>
  return
}
