// Golden negative and positive programs for stablehlo.triangular_solve: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<3x2xf32>) {
  %r = "stablehlo.triangular_solve"(%a0, %a1) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<2x3xf32>) {
  %r = "stablehlo.triangular_solve"(%a0, %a1) <{left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<3x2xf64>) {
  // expected-error@+1 {{stablehlo.triangular_solve (C1)}}
  %r = "stablehlo.triangular_solve"(%a0, %a1) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xf32>, tensor<3x2xf64>) -> tensor<3x2xf64>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<1x3x2xf32>) {
  // expected-error@+1 {{stablehlo.triangular_solve (C2)}}
  %r = "stablehlo.triangular_solve"(%a0, %a1) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.triangular_solve (C3)}}
  %r = "stablehlo.triangular_solve"(%a0, %a1) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3xf32>, %a1: tensor<3x2xf32>) {
  // expected-error@+1 {{stablehlo.triangular_solve (C4)}}
  %r = "stablehlo.triangular_solve"(%a0, %a1) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
  return
}
