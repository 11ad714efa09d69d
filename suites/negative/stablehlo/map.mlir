// Golden negative and positive programs for stablehlo.map: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r = "stablehlo.map"(%a0, %a1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %m = stablehlo.multiply %x, %y : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.map (C1)}}
  %r = "stablehlo.map"(%a0, %a1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %m = stablehlo.multiply %x, %y : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main() {
  // expected-error@+1 {{stablehlo.map (C2)}}
  %r = "stablehlo.map"() <{dimensions = array<i64>}> ({
      %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      stablehlo.return %c : tensor<f32>
    }) : () -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.map (C3)}}
  %r = "stablehlo.map"(%a0, %a1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %m = stablehlo.multiply %x, %y : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.map (C4)}}
  %r = "stablehlo.map"(%a0, %a1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %m = stablehlo.convert %x : (tensor<f32>) -> tensor<f64>
      stablehlo.return %m : tensor<f64>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
