// Golden negative and positive programs for stablehlo.sort: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xf32>) {
  %r = "stablehlo.sort"(%a0) <{dimension = 0 : i64}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>):
      %c = stablehlo.compare GT, %l0, %r0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) {
  %r:2 = "stablehlo.sort"(%a0, %a1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>, %l1: tensor<f32>, %r1: tensor<f32>):
      %c = stablehlo.compare GT, %l0, %r0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @main() {
  // expected-error@+1 {{stablehlo.sort (C1)}}
  "stablehlo.sort"() <{dimension = 0 : i64}> ({
      %c = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : () -> ()
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.sort (C2)}}
  %r = "stablehlo.sort"(%a0) <{dimension = 0 : i64}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>):
      %c = stablehlo.compare GT, %l0, %r0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>, %a1: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.sort (C3)}}
  %r:2 = "stablehlo.sort"(%a0, %a1) <{dimension = 0 : i64}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>, %l1: tensor<f32>, %r1: tensor<f32>):
      %c = stablehlo.compare GT, %l0, %r0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xf32>, tensor<3xf32>) -> (tensor<4xf32>, tensor<3xf32>)
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.sort (C4)}}
  %r = "stablehlo.sort"(%a0) <{dimension = 1 : i64}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>):
      %c = stablehlo.compare GT, %l0, %r0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.sort (C5)}}
  %r = "stablehlo.sort"(%a0) <{dimension = 0 : i64}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>):
      stablehlo.return %l0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
