// Golden negative and positive programs for stablehlo.all_to_all: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4x2xf32>) {
    %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<8x1xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C1)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<8x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x3xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C2)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4x3xf32>) -> tensor<8x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C3)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 2 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<8x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C4)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C5)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<8x1xf32>
  return
}

// -----

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4x2xf32>) {
    // expected-error@+1 {{stablehlo.all_to_all (C6)}}
    %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<4x2xf32>) -> tensor<8x1xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C7)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<8x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C8)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}> : (tensor<4x2xf32>) -> tensor<8x1xf32>
  return
}

// -----

func.func @main(%a0: tensor<4x2xf32>) {
  // expected-error@+1 {{stablehlo.all_to_all (C9)}}
  %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

// A concatenated size past i64 is no size at all.
module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<5034852583867095387x2xf32>) {
    // expected-error@+1 {{stablehlo.all_to_all (C9)}}
    %r = "stablehlo.all_to_all"(%a0) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<5034852583867095387x2xf32>) -> tensor<8x1xf32>
    return
  }
}
