// Golden negative and positive programs for chlo.scan: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

func.func @main(%a0: tensor<4xi32>, %a1: tensor<i32>) {
  %r:2 = "chlo.scan"(%a0, %a1) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%x: tensor<i32>, %c: tensor<i32>):
      %s = stablehlo.add %x, %c : tensor<i32>
      stablehlo.return %s, %c : tensor<i32>, tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<i32>) {
  // expected-error@+1 {{chlo.scan (C1)}}
  %r:2 = "chlo.scan"(%a0, %a1) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%x: tensor<i32>, %c: tensor<i32>):
      %s = stablehlo.add %x, %c : tensor<i32>
      stablehlo.return %s, %c : tensor<i32>, tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<i32>) {
  // expected-error@+1 {{chlo.scan (C2)}}
  %r:2 = "chlo.scan"(%a0, %a1) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%x: tensor<i32>, %c: tensor<i32>):
      %s = stablehlo.convert %x : (tensor<i32>) -> tensor<i64>
      stablehlo.return %s, %c : tensor<i64>, tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return
}

// -----

func.func @main(%a0: tensor<4xi32>, %a1: tensor<i32>) {
  // expected-error@+1 {{chlo.scan (C3)}}
  %r:2 = "chlo.scan"(%a0, %a1) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%x: tensor<i32>, %c: tensor<i32>):
      %s = stablehlo.add %x, %c : tensor<i32>
      stablehlo.return %s, %c : tensor<i32>, tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i64>)
  return
}
