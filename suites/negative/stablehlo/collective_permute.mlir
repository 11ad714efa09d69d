// Golden negative and positive programs for stablehlo.collective_permute: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    %r = "stablehlo.collective_permute"(%a0) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.collective_permute (C1)}}
  %r = "stablehlo.collective_permute"(%a0) <{source_target_pairs = dense<[[0, 1, 0]]> : tensor<1x3xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.collective_permute (C2)}}
  %r = "stablehlo.collective_permute"(%a0) <{source_target_pairs = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.collective_permute (C3)}}
  %r = "stablehlo.collective_permute"(%a0) <{source_target_pairs = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    // expected-error@+1 {{stablehlo.collective_permute (C4)}}
    %r = "stablehlo.collective_permute"(%a0) <{source_target_pairs = dense<[[0, 2]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.collective_permute (C5)}}
  %r = "stablehlo.collective_permute"(%a0) <{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf64>
  return
}
