// StableHLO spec (seed 004, Japanese edition), section "reduce_scatter": the example of the op, as a runnable test.
// The example needs a process grid (num_replicas = 2, num_partitions = 1): the
// op runs in @reduce_scatter on each process through interpreter.run_parallel.
module @reduce_scatter_example {
  func.func @reduce_scatter(%operand : tensor<2x4xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.reduce_scatter"(%operand) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      scatter_dimension = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x4xi64>) -> tensor<2x2xi64>
    func.return %result : tensor<2x2xi64>
  }
  func.func @reduce_scatter_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reduce_scatter", source = "StableHLO spec, reduce_scatter, example 1"}} {
    %operand0 = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %operand1 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %results:2 = "interpreter.run_parallel"(%operand0, %operand1) {
      programs = [[@reduce_scatter], [@reduce_scatter]]
    } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %results#0, dense<[[10, 12], [18, 20]]> : tensor<2x2xi64>
    check.expect_eq_const %results#1, dense<[[14, 16], [22, 24]]> : tensor<2x2xi64>
    func.return
  }
}
