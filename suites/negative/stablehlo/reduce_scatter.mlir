// Golden negative and positive programs for stablehlo.reduce_scatter: splits without an
// expectation must check clean; each other split violates exactly the one
// clause it cites (see tests/spec/checker_negative_test.cpp).

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
      ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
        %s0 = stablehlo.add %x0, %y0 : tensor<f32>
        stablehlo.return %s0 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<2xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<3xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C1)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<3xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C2)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C3)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

module attributes {mhlo.num_replicas = 2 : i64, mhlo.num_partitions = 1 : i64} {
  func.func @main(%a0: tensor<4xf32>) {
    // expected-error@+1 {{stablehlo.reduce_scatter (C4)}}
    %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
      ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
        %s0 = stablehlo.add %x0, %y0 : tensor<f32>
        stablehlo.return %s0 : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<1xf32>
    return
  }
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C5)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C6)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C7)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.convert %x0 : (tensor<f32>) -> tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C8)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<f32>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f32>
      stablehlo.return %s0 : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @main(%a0: tensor<4xf32>) {
  // expected-error@+1 {{stablehlo.reduce_scatter (C9)}}
  %r = "stablehlo.reduce_scatter"(%a0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%x0: tensor<f64>, %y0: tensor<f64>):
      %s0 = stablehlo.add %x0, %y0 : tensor<f64>
      stablehlo.return %s0 : tensor<f64>
    }) : (tensor<4xf32>) -> tensor<2xf32>
  return
}
