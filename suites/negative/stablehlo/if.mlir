// Golden negative and positive programs for stablehlo.if: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<i1>, %a1: tensor<f32>, %a2: tensor<f64>) {
  %r = "stablehlo.if"(%a0) ({
      stablehlo.return %a1 : tensor<f32>
    }, {
      stablehlo.return %a1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @main(%a0: tensor<i1>, %a1: tensor<f32>, %a2: tensor<f64>) {
  // expected-error@+1 {{stablehlo.if (C1)}}
  %r = "stablehlo.if"(%a0) ({
    ^bb0(%x: tensor<f32>):
      stablehlo.return %x : tensor<f32>
    }, {
      stablehlo.return %a1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @main(%a0: tensor<i1>, %a1: tensor<f32>, %a2: tensor<f64>) {
  // expected-error@+1 {{stablehlo.if (C2)}}
  %r = "stablehlo.if"(%a0) ({
      stablehlo.return %a1 : tensor<f32>
    }, {
      stablehlo.return %a2 : tensor<f64>
    }) : (tensor<i1>) -> tensor<f32>
  return
}

// -----

func.func @main(%a0: tensor<i1>, %a1: tensor<f32>, %a2: tensor<f64>) {
  // expected-error@+1 {{stablehlo.if (C3)}}
  %r = "stablehlo.if"(%a0) ({
      stablehlo.return %a1 : tensor<f32>
    }, {
      stablehlo.return %a1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f64>
  return
}
