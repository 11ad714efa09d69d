// Golden negative and positive programs for stablehlo.pad: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
  return
}

// -----

// negative padding crops
func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: -1>, edge_padding_high = array<i64: -1>, interior_padding = array<i64: 0>}> : (tensor<3xf32>, tensor<f32>) -> tensor<1xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f64>) {
  // expected-error@+1 {{stablehlo.pad (C1)}}
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f64>) -> tensor<8xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.pad (C2)}}
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: 1, 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.pad (C3)}}
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: -1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.pad (C4)}}
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<9xf32>
  return
}

// -----

// the padded size overflows i64 (3 + INT64_MAX)
func.func @main(%a0: tensor<3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.pad (C4)}}
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 9223372036854775807>, interior_padding = array<i64: 0>}> : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

// negative edge padding crops more than the dimension holds: the padded size
// 2 - 5 = -3 is no size, not a `?` that any result dimension matches
func.func @main(%a0: tensor<2xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.pad (C4)}}
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: -5>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

// a padded size of -1 is no size either, though -1 is how `?` is stored
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.pad (C4)}}
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: 0, -2>, edge_padding_high = array<i64: 0, -2>, interior_padding = array<i64: 0, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x?xf32>
  return
}

// -----

// a dynamic operand dimension pads to `?`, whatever the padding
func.func @main(%a0: tensor<?x3xf32>, %a1: tensor<f32>) {
  %r = "stablehlo.pad"(%a0, %a1) <{edge_padding_low = array<i64: -5, 0>, edge_padding_high = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>}> : (tensor<?x3xf32>, tensor<f32>) -> tensor<4x4xf32>
  return
}
