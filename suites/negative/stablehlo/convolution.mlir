// Golden negative and positive programs for stablehlo.convolution: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

// padding and strides
func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, window_strides = array<i64: 2, 2>, padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

// lhs and rhs dilation, window reversal
func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 2>, window_reversal = array<i1: true, false>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x5x3x1xf32>
  return
}

// -----

// a wider result type
func.func @main(%a0: tensor<1x4x4x1xi8>, %a1: tensor<3x3x1x1xi8>) {
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xi8>, tensor<3x3x1x1xi8>) -> tensor<1x2x2x1xi32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C1)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C2)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, window_strides = array<i64: 1>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C3)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, window_strides = array<i64: 0, 1>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C4)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, padding = dense<[[0, 0], [0, 0], [0, 0]]> : tensor<3x2xi64>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C5)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, lhs_dilation = array<i64: 1>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C6)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, lhs_dilation = array<i64: 0, 1>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C7)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, rhs_dilation = array<i64: 1>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C8)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, rhs_dilation = array<i64: 0, 1>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C9)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, window_reversal = array<i1: false>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x2xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C10)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>) -> tensor<0x2x2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x2xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C11)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32>
  return
}

// -----

// the raw spelling of the dimension numbers
func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C12)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C13)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x2x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C14)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C15)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 2 : i64}> : (tensor<2x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x2xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C16)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x2xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C17)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C18)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 3, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C19)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C20)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C21)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C22)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 0 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x4x4x2xf32>, %a1: tensor<3x3x1x2xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C23)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, batch_group_count = 2 : i64}> : (tensor<2x4x4x2xf32>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C24)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>]}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C25)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x3x3x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C26)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1xf32>, %a1: tensor<3x3x1x1xf64>) {
  // expected-error@+1 {{stablehlo.convolution (C27)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf64>) -> tensor<1x2x2x1xf32>
  return
}

// -----

// quantized
func.func @main(%a0: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x3x1x1x!quant.uniform<i8:f32, 1.000000e+00>>) {
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x3x1x1x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<1x2x2x1x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x3x1x1xf32>) {
  // expected-error@+1 {{stablehlo.convolution (C28)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x3x1x1x!quant.uniform<i16:f32, 1.000000e+00>>) {
  // expected-error@+1 {{stablehlo.convolution (C29)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x3x1x1x!quant.uniform<i16:f32, 1.000000e+00>>) -> tensor<1x2x2x1x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x3x1x1x!quant.uniform<i8:f16, 1.000000e+00>>) {
  // expected-error@+1 {{stablehlo.convolution (C30)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x3x1x1x!quant.uniform<i8:f16, 1.000000e+00>>) -> tensor<1x2x2x1x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x3x1x1x!quant.uniform<i8:f32, 1.000000e+00>>) {
  // expected-error@+1 {{stablehlo.convolution (C31)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x3x1x1x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<1x2x2x1x!quant.uniform<i16:f32:3, {1.000000e+00:0}>>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x3x1x1x!quant.uniform<i8:f32:0, {1.000000e+00:0,1.000000e+00:0,1.000000e+00:0}>>) {
  // expected-error@+1 {{stablehlo.convolution (C32)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x3x1x1x!quant.uniform<i8:f32:0, {1.000000e+00:0,1.000000e+00:0,1.000000e+00:0}>>) -> tensor<1x2x2x1x!quant.uniform<i16:f32, 1.000000e+00>>
  return
}

// -----

func.func @main(%a0: tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, %a1: tensor<3x3x1x1x!quant.uniform<i8:f32:3, {1.000000e+00:0}>>) {
  // expected-error@+1 {{stablehlo.convolution (C33)}}
  %r = "stablehlo.convolution"(%a0, %a1) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x4x4x1x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<3x3x1x1x!quant.uniform<i8:f32:3, {1.000000e+00:0}>>) -> tensor<1x2x2x1x!quant.uniform<i16:f32:0, {1.000000e+00:0}>>
  return
}
