// Golden negative and positive programs for stablehlo.all_reduce: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
      ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
        %s0 = stablehlo.add %x0, %y0 : tensor<f32>
        stablehlo.return %s0 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
    return
  }
}

// -----

// -1 pads ragged groups
module attributes {mhlo.num_replicas = 3 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>}> ({
      ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
        %s0 = stablehlo.add %x0, %y0 : tensor<f32>
        stablehlo.return %s0 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.all_reduce (C1)}}
  %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    // expected-error@+1 {{stablehlo.all_reduce (C2)}}
    %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> ({
      ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
        %s0 = stablehlo.add %x0, %y0 : tensor<f32>
        stablehlo.return %s0 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.all_reduce (C3)}}
  %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.all_reduce (C4)}}
  %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.all_reduce (C5)}}
  %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.convert %x0 : (tensor<f32>) -> tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.all_reduce (C6)}}
  %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.all_reduce (C7)}}
  %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f64>, %y0: tensor<f64>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// A return before the end of a block: the ops after it would never run.
module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    %r = "stablehlo.all_reduce"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
      ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
        %s0 = stablehlo.add %x0, %y0 : tensor<f32>
        // expected-error@+1 {{stablehlo.return must be the last op of its block}}
        "stablehlo.return"() : () -> ()
        stablehlo.return %s0 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
    return
  }
}
