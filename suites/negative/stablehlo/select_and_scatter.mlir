// Golden negative and positive programs for stablehlo.select_and_scatter: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<1x2xi64>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf64>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C1)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf64>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<3xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C2)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f64>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C3)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f64>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C4)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C5)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 0>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C6)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C7)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C8)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<2x2xi64>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C9)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      stablehlo.return %x : tensor<f32>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C10)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.convert %x0 : (tensor<f32>) -> tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C11)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>) {
  // expected-error@+1 {{stablehlo.select_and_scatter (C12)}}
  %r = "stablehlo.select_and_scatter"(%a0, %a1, %a2) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %c = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x0: tensor<f64>, %y0: tensor<f64>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}
