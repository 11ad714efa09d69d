// Golden negative and positive programs for stablehlo.reduce: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

// a variadic reduce
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2x3xi32>, %a2: tensor<f32>, %a3: tensor<i32>) {
  %r:2 = "stablehlo.reduce"(%a0, %a1, %a2, %a3) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      %s1 = stablehlo.add %x1, %y1 : tensor<i32>
      stablehlo.return %s0, %s1 : tensor<f32>, tensor<i32>
    }) : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<2xf32>, %a2: tensor<f32>, %a3: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce (C1)}}
  %r:2 = "stablehlo.reduce"(%a0, %a1, %a2, %a3) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f32>, %x1: tensor<f32>, %y0: tensor<f32>, %y1: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      %s1 = stablehlo.add %x1, %y1 : tensor<f32>
      stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
    }) : (tensor<2x3xf32>, tensor<2xf32>, tensor<f32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f64>) {
  // expected-error@+1 {{stablehlo.reduce (C2)}}
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<f64>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce (C3)}}
  "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<f32>) -> ()
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce (C4)}}
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 2>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce (C5)}}
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1, 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce (C6)}}
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.convert %x0 : (tensor<f32>) -> tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce (C7)}}
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.reduce (C8)}}
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f64>, %y0: tensor<f64>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

// the body may compute in a wider type
func.func @main(%a0: tensor<2x3xf32>, %a1: tensor<f32>) {
  %r = "stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x0: tensor<f64>, %y0: tensor<f64>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf64>
  return
}
