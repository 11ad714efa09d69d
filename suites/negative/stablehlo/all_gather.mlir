// Golden negative and positive programs for stablehlo.all_gather: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<2x2xf32>) {
    %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
    return
  }
}

// -----

// variadic
func.func @main(%a0: tensor<2x2xf32>, %a1: tensor<2x2xi32>) {
  %r:2 = "stablehlo.all_gather"(%a0, %a1) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>, tensor<2x2xi32>) -> (tensor<2x4xf32>, tensor<2x4xi32>)
  return
}

// -----

func.func @main(%a0: tensor<2x2xf32>) {
  // expected-error@+1 {{stablehlo.all_gather (C1)}}
  %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x2xf32>) {
  // expected-error@+1 {{stablehlo.all_gather (C2)}}
  %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  return
}

// -----

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<2x2xf32>) {
    // expected-error@+1 {{stablehlo.all_gather (C3)}}
    %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<2x2xf32>) -> tensor<2x6xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<2x2xf32>) {
  // expected-error@+1 {{stablehlo.all_gather (C4)}}
  %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x2xf32>) {
  // expected-error@+1 {{stablehlo.all_gather (C5)}}
  %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @main(%a0: tensor<2x2xf32>) {
  // expected-error@+1 {{stablehlo.all_gather (C6)}}
  %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x3xf32>
  return
}

// -----

// A gathered size past i64 is no size at all.
module attributes {mhlo.num_replicas = 4 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<2x4611686018427387904xf32>) {
    // expected-error@+1 {{stablehlo.all_gather (C6)}}
    %r = "stablehlo.all_gather"(%a0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4611686018427387904xf32>) -> tensor<2x4xf32>
    return
  }
}
