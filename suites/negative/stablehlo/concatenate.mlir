// Golden negative and positive programs for stablehlo.concatenate: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xf32>) {
  %r = "stablehlo.concatenate"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xf64>) {
  // expected-error@+1 {{stablehlo.concatenate (C1)}}
  %r = "stablehlo.concatenate"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<3xf64>) -> tensor<5xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x2xf32>, %a1: tensor<3x3xf32>) {
  // expected-error@+1 {{stablehlo.concatenate (C2)}}
  %r = "stablehlo.concatenate"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<2x2xf32>, tensor<3x3xf32>) -> tensor<5x2xf32>
  return
}

// -----

func.func @main() {
  // expected-error@+1 {{stablehlo.concatenate (C3)}}
  %r = "stablehlo.concatenate"() <{dimension = 0 : i64}> : () -> tensor<0xf32>
  return
}

// -----

func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>) {
  // expected-error@+1 {{stablehlo.concatenate (C4)}}
  %r = "stablehlo.concatenate"(%a0, %a1) <{dimension = 1 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.concatenate (C5)}}
  %r = "stablehlo.concatenate"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf64>
  return
}

// -----

func.func @main(%a0: tensor<2xf32>, %a1: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.concatenate (C6)}}
  %r = "stablehlo.concatenate"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<3xf32>) -> tensor<6xf32>
  return
}

// -----

// Sizes whose sum passes i64 concatenate to no shape at all.
func.func @main(%a0: tensor<4611686018427387904xf32>, %a1: tensor<4611686018427387904xf32>) {
  // expected-error@+1 {{stablehlo.concatenate (C6)}}
  %r = "stablehlo.concatenate"(%a0, %a1) <{dimension = 0 : i64}> : (tensor<4611686018427387904xf32>, tensor<4611686018427387904xf32>) -> tensor<1xf32>
  return
}
