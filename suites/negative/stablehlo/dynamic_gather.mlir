// Golden negative and positive programs for stablehlo.dynamic_gather: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C1)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C2)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C3)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4x2xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4, 2]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C4)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4x2xf32>, tensor<3x1xi32>, tensor<3xi64>) -> tensor<3x4x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C5)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4x2xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 2]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C6)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4x2xf32>, tensor<3x1xi32>, tensor<3xi64>) -> tensor<3x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C7)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C8)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x2xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C9)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x2xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C10)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4, 1]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C11)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 5]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C12)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x5xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C13)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %s = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C14)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2xi64>) -> tensor<3x4xf64>
  return
}

// -----

// batching dimensions (current spec)
func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C15)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C16)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [3], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[2, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C17)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x5x4xf32>, %a1: tensor<3x3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 1, 4]> : tensor<4xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C18)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 0], start_index_map = [2], index_vector_dim = 3>}> : (tensor<3x3x5x4xf32>, tensor<3x3x2x1xi32>, tensor<4xi64>) -> tensor<3x3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C19)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [1], index_vector_dim = 2>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x3x4xf32>, %a1: tensor<2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C20)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 1>}> : (tensor<1x3x4xf32>, tensor<2x1xi32>, tensor<3xi64>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C21)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C22)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>}> : (tensor<2x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %s = stablehlo.constant dense<[1, 1, 4]> : tensor<3xi64>
  // expected-error@+1 {{stablehlo.dynamic_gather (C23)}}
  %r = "stablehlo.dynamic_gather"(%a0, %a1, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3xi64>) -> tensor<3x2x4xf32>
  return
}
