// Golden negative and positive programs for stablehlo.collective_broadcast: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<1x2xf32>) {
    %r = "stablehlo.collective_broadcast"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return
  }
}

// -----

// the root operand comes with has_dynamic_root
func.func @main(%a0: tensor<1x2xf32>, %a1: tensor<1xi32>) {
  %r = "stablehlo.collective_broadcast"(%a0, %a1) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root}> : (tensor<1x2xf32>, tensor<1xi32>) -> tensor<1x2xf32>
  return
}

// -----

func.func @main(%a0: tensor<1x2xf32>) {
  // expected-error@+1 {{stablehlo.collective_broadcast (C1)}}
  %r = "stablehlo.collective_broadcast"(%a0) <{replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>}> : (tensor<1x2xf32>) -> tensor<1x2xf32>
  return
}

// -----

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<1x2xf32>) {
    // expected-error@+1 {{stablehlo.collective_broadcast (C2)}}
    %r = "stablehlo.collective_broadcast"(%a0) <{replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> : (tensor<1x2xf32>) -> tensor<1x2xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<1x2xf32>) {
  // expected-error@+1 {{stablehlo.collective_broadcast (C3)}}
  %r = "stablehlo.collective_broadcast"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xf32>) -> tensor<1x3xf32>
  return
}
