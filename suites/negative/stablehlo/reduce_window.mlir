// Golden negative and positive programs for stablehlo.reduce_window: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.maximum %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

// dilations and padding
func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>, window_dilations = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<6xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C1)}}
  "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> ()
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<5xf32>, %a2: tensor<f32>, %a3: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C2)}}
  %r:2 = "stablehlo.reduce_window"(%a0, %a1, %a2, %a3) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      %s1 = stablehlo.add %x1, %y1 : tensor<f32>
      stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
    }) : (tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f64>) {
  // expected-error@+1 {{stablehlo.reduce_window (C3)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f64>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C4)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C5)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 0>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C6)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C7)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 0>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C8)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, base_dilations = array<i64: 1, 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C9)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, base_dilations = array<i64: 0>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C10)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, window_dilations = array<i64: 1, 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C11)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, window_dilations = array<i64: 0>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C12)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<2x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C13)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.convert %x0 : (tensor<f32>) -> tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>, %a2: tensor<f32>, %a3: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C14)}}
  %r:2 = "stablehlo.reduce_window"(%a0, %a1, %a2, %a3) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      %s1 = stablehlo.add %x1, %y1 : tensor<f32>
      stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C15)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce_window (C16)}}
  %r = "stablehlo.reduce_window"(%a0, %a1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f64>, %y0: tensor<f64>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
