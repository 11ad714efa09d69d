// Golden negative and positive programs for stablehlo.case: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>, %a2: tensor<f64>) {
  %r = "stablehlo.case"(%a0) ({
      stablehlo.return %a1 : tensor<f32>
    }, {
      stablehlo.return %a1 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

// no branches
func.func @main(%a0: tensor<i32>) {
  // expected-error@+1 {{stablehlo.case (C1)}}
  "stablehlo.case"(%a0) : (tensor<i32>) -> ()
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>, %a2: tensor<f64>) {
  // expected-error@+1 {{stablehlo.case (C2)}}
  %r = "stablehlo.case"(%a0) ({
      stablehlo.return %a1 : tensor<f32>
    }, {
    ^bb0(%x: tensor<f32>):
      stablehlo.return %x : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>, %a2: tensor<f64>) {
  // expected-error@+1 {{stablehlo.case (C3)}}
  %r = "stablehlo.case"(%a0) ({
      stablehlo.return %a1 : tensor<f32>
    }, {
      stablehlo.return %a2 : tensor<f64>
    }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>, %a2: tensor<f64>) {
  // expected-error@+1 {{stablehlo.case (C4)}}
  %r = "stablehlo.case"(%a0) ({
      stablehlo.return %a1 : tensor<f32>
    }, {
      stablehlo.return %a1 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f64>
  return
}
