// Process grids (interpreter.run_parallel) through the pjrt: backend: a grid
// is one executable compiled for its replicas and partitions, each process
// on its own device; processes running different functions have no XLA
// counterpart.

module @grids {
  func.func @sum_over_replicas(%x : tensor<3xf32>) -> tensor<3xf32> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {
      replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<3xf32>) -> tensor<3xf32>
    return %r : tensor<3xf32>
  }
  func.func @all_reduce_of_three_replicas() {
    %p0 = stablehlo.constant dense<[1.0, -2.0, 0.5]> : tensor<3xf32>
    %p1 = stablehlo.constant dense<[10.0, 20.0, 0.25]> : tensor<3xf32>
    %p2 = stablehlo.constant dense<[100.0, -200.0, 0.125]> : tensor<3xf32>
    %r:3 = "interpreter.run_parallel"(%p0, %p1, %p2) {
      programs = [[@sum_over_replicas], [@sum_over_replicas], [@sum_over_replicas]]
    } : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    check.expect_eq_const %r#0, dense<[111.0, -182.0, 0.875]> : tensor<3xf32>
    check.expect_eq_const %r#1, dense<[111.0, -182.0, 0.875]> : tensor<3xf32>
    check.expect_eq_const %r#2, dense<[111.0, -182.0, 0.875]> : tensor<3xf32>
    func.return
  }
}

// -----

module @grids {
  func.func @shift(%x : tensor<2xi32>) -> tensor<2xi32> {
    %r = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2xi32>) -> tensor<2xi32>
    return %r : tensor<2xi32>
  }
  func.func @collective_permute_ring_of_four() {
    %p0 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
    %p1 = stablehlo.constant dense<[10, 11]> : tensor<2xi32>
    %p2 = stablehlo.constant dense<[20, 21]> : tensor<2xi32>
    %p3 = stablehlo.constant dense<[30, 31]> : tensor<2xi32>
    %r:4 = "interpreter.run_parallel"(%p0, %p1, %p2, %p3) {
      programs = [[@shift], [@shift], [@shift], [@shift]]
    } : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) ->
        (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[30, 31]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[0, 1]> : tensor<2xi32>
    check.expect_eq_const %r#2, dense<[10, 11]> : tensor<2xi32>
    check.expect_eq_const %r#3, dense<[20, 21]> : tensor<2xi32>
    func.return
  }
}

// -----

module @grids {
  func.func @which() -> tensor<ui32> {
    %r = stablehlo.replica_id : tensor<ui32>
    return %r : tensor<ui32>
  }
  func.func @replica_id_of_two_replicas() {
    %r:2 = "interpreter.run_parallel"() {
      programs = [[@which], [@which]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<1> : tensor<ui32>
    func.return
  }
}

// -----

module @grids {
  func.func @which() -> tensor<ui32> {
    %r = stablehlo.partition_id : tensor<ui32>
    return %r : tensor<ui32>
  }
  func.func @partition_id_of_two_partitions() {
    %r:2 = "interpreter.run_parallel"() {
      programs = [[@which, @which]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<0> : tensor<ui32>
    check.expect_eq_const %r#1, dense<1> : tensor<ui32>
    func.return
  }
}

// -----

module @grids {
  func.func @first() -> tensor<i32> {
    %r = stablehlo.constant dense<1> : tensor<i32>
    return %r : tensor<i32>
  }
  func.func @second() -> tensor<i32> {
    %r = stablehlo.constant dense<2> : tensor<i32>
    return %r : tensor<i32>
  }
  func.func @two_functions_in_one_grid() {
    %r:2 = "interpreter.run_parallel"() {
      programs = [[@first], [@second]]
    } : () -> (tensor<i32>, tensor<i32>)
    check.expect_eq_const %r#0, dense<1> : tensor<i32>
    check.expect_eq_const %r#1, dense<2> : tensor<i32>
    func.return
  }
}
