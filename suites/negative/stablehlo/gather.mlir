// Golden negative and positive programs for stablehlo.gather: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C1)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C2)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C3)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4x2xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C4)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 2>}> : (tensor<5x4x2xf32>, tensor<3x1xi32>) -> tensor<3x4x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C5)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4x2xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C6)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<5x4x2xf32>, tensor<3x1xi32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C7)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C8)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x2xi32>) {
  // expected-error@+1 {{stablehlo.gather (C9)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x2xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C10)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C11)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C12)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C13)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C14)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf64>
  return
}

// -----

// batching dimensions (current spec)
func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C15)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C16)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [3], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C17)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x5x4xf32>, %a1: tensor<3x3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C18)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3], collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 0], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1, 4>}> : (tensor<3x3x5x4xf32>, tensor<3x3x2x1xi32>) -> tensor<3x3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C19)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x3x4xf32>, %a1: tensor<2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C20)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<1x3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C21)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C22)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C23)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<3x3x4xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
  return
}

// -----

// seeds/003 spellings
func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-warning@+3 {{'output_window_dims' is the pre-2018 name of 'offset_dims'}}
  // expected-warning@+2 {{'elided_window_dims' is the pre-2018 name of 'collapsed_slice_dims'}}
  // expected-warning@+1 {{'gather_dims_to_operand_dims' is the pre-2018 name of 'start_index_map'}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<output_window_dims = [1], elided_window_dims = [0], gather_dims_to_operand_dims = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>) {
  // expected-warning@+1 {{'window_bounds' is the pre-2018 name of 'slice_sizes'}}
  %r = "stablehlo.gather"(%a0, %a1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, window_bounds = array<i64: 1, 4>} : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return
}

// -----

// 0 <= slice_sizes fails whatever the operand's rank, an unknown one included
func.func @main(%a0: tensor<*xf32>, %a1: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.gather (C12)}}
  %r = "stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, -3>}> : (tensor<*xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
  return
}
