// Golden negative and positive programs for stablehlo.scatter: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<5x3xf32>, %a2: tensor<3x1xi32>, %a3: tensor<3x4xf32>, %a4: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C1)}}
  %r:2 = "stablehlo.scatter"(%a0, %a1, %a2, %a3, %a4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      %s1 = stablehlo.add %x1, %y1 : tensor<f32>
      stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x3xf32>, tensor<3x1xi32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<5x4xf32>, tensor<5x3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C2)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<5x4xf32>, %a2: tensor<3x1xi32>, %a3: tensor<3x4xf32>, %a4: tensor<3x3xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C3)}}
  %r:2 = "stablehlo.scatter"(%a0, %a1, %a2, %a3, %a4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      %s1 = stablehlo.add %x1, %y1 : tensor<f32>
      stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>, tensor<3x3xf32>) -> (tensor<5x4xf32>, tensor<5x4xf32>)
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x5xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C4)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x5xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x1xi32>) {
  // expected-error@+1 {{stablehlo.scatter (C5)}}
  "stablehlo.scatter"(%a0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      stablehlo.return
    }) : (tensor<3x1xi32>) -> ()
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf64>) {
  // expected-error@+1 {{stablehlo.scatter (C6)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf64>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4x2xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4x2xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C7)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4x2xf32>, tensor<3x1xi32>, tensor<3x4x2xf32>) -> tensor<5x4x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C8)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4x2xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x2xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C9)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x4x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C10)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C11)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x2xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C12)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x2xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C13)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C14)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C15)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.convert %x0 : (tensor<f32>) -> tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C16)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x3xf32>
  return
}

// -----

func.func @main(%a0: tensor<5x4xf32>, %a1: tensor<3x1xi32>, %a2: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C17)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f64>, %y0: tensor<f64>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

// batching dimensions (current spec)
func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>, %a2: tensor<3x2x4xf32>) {
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32>) -> tensor<3x3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>, %a2: tensor<3x2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C18)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32>) -> tensor<3x3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>, %a2: tensor<3x2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C19)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [3], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32>) -> tensor<3x3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x5x4xf32>, %a1: tensor<3x3x2x1xi32>, %a2: tensor<3x3x2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C20)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 0], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3x3x5x4xf32>, tensor<3x3x2x1xi32>, tensor<3x3x2x4xf32>) -> tensor<3x3x5x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>, %a2: tensor<3x2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C21)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [3], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32>) -> tensor<3x3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x3x4xf32>, %a1: tensor<2x1xi32>, %a2: tensor<2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C22)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<1x3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<1x3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>, %a2: tensor<3x2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C23)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32>) -> tensor<3x3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x4xf32>, %a1: tensor<3x2x1xi32>, %a2: tensor<3x2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C24)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<2x3x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3x3x4xf32>, %a1: tensor<3x2x1xi32>, %a2: tensor<3x2x4xf32>) {
  // expected-error@+1 {{stablehlo.scatter (C25)}}
  %r = "stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3x3x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32>) -> tensor<3x3x4xf32>
  return
}
