// Golden negative and positive programs for stablehlo.dot_general: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<8x2x3xf32>, %a1: tensor<8x3x5xf32>) {
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x2x3xf32>, tensor<8x3x5xf32>) -> tensor<8x2x5xf32>
  return
}

// -----

// a wider result type
func.func @main(%a0: tensor<2x3xi8>, %a1: tensor<3x4xi8>) {
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xi8>, tensor<3x4xi8>) -> tensor<2x4xi32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C1)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C2)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C3)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C4)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C5)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [2], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C6)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C7)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C8)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x2x3xf32>, %a1: tensor<3x3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C9)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x2x3xf32>, tensor<3x3x4xf32>) -> tensor<2x2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<4x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C10)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C11)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C12)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x5xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf64>) {
  // expected-error@+1 {{stablehlo.dot_general (C13)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4xf64>) -> tensor<2x4xf32>
  return
}

// -----

// quantized
func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x4x!quant.uniform<i8:f32, 1.000000e+00>>) {
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x4x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<2x4x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

// hybrid: float lhs and result, quantized rhs
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4x!quant.uniform<i8:f32, 1.000000e+00>>) {
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C14)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x4x!quant.uniform<i16:f32, 1.000000e+00>>) {
  // expected-error@+1 {{stablehlo.dot_general (C15)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x4x!quant.uniform<i16:f32, 1.000000e+00>>) -> tensor<2x4x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x4x!quant.uniform<i8:f16, 1.000000e+00>>) {
  // expected-error@+1 {{stablehlo.dot_general (C16)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x4x!quant.uniform<i8:f16, 1.000000e+00>>) -> tensor<2x4x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x4x!quant.uniform<i8:f32, 1.000000e+00:1>>) {
  // expected-error@+1 {{stablehlo.dot_general (C17)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x4x!quant.uniform<i8:f32, 1.000000e+00:1>>) -> tensor<2x4x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x4x!quant.uniform<i8:f32:0, {1.000000e+00:0,1.000000e+00:0,1.000000e+00:0}>>) {
  // expected-error@+1 {{stablehlo.dot_general (C18)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x4x!quant.uniform<i8:f32:0, {1.000000e+00:0,1.000000e+00:0,1.000000e+00:0}>>) -> tensor<2x4x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<3x4xf32>) {
  // expected-error@+1 {{stablehlo.dot_general (C19)}}
  %r = "stablehlo.dot_general"(%a0, %a1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}
