// Golden negative and positive programs for stablehlo.while: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>) {
  %r = "stablehlo.while"(%a0) ({
    ^bb0(%x: tensor<i32>):
      %c = stablehlo.compare LT, %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x: tensor<i32>):
      stablehlo.return %x : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.while (C1)}}
  %r = "stablehlo.while"(%a0) ({
    ^bb0(%x: tensor<i32>):
      stablehlo.return %x : tensor<i32>
    }, {
    ^bb0(%x: tensor<i32>):
      stablehlo.return %x : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.while (C2)}}
  %r = "stablehlo.while"(%a0) ({
    ^bb0(%x: tensor<i32>):
      %c = stablehlo.compare LT, %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x: tensor<i32>):
      stablehlo.return %a1 : tensor<f32>
    }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

func.func @main(%a0: tensor<i32>, %a1: tensor<f32>) {
  // expected-error@+1 {{stablehlo.while (C3)}}
  %r = "stablehlo.while"(%a0) ({
    ^bb0(%x: tensor<i32>):
      %c = stablehlo.compare LT, %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%x: tensor<i32>):
      stablehlo.return %x : tensor<i32>
    }) : (tensor<i32>) -> tensor<i64>
  return
}
