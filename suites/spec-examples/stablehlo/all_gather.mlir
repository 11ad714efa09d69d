// StableHLO spec (seed 004, Japanese edition), section "all_gather": the example of the op, as a runnable test.
// The example needs a process grid (num_replicas = 2, num_partitions = 1): the
// op runs in @all_gather on each process through interpreter.run_parallel.
module @all_gather_example {
  func.func @all_gather(%operand : tensor<2x2xi64>) -> tensor<2x4xi64> {
    %result = "stablehlo.all_gather"(%operand) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x2xi64>) -> tensor<2x4xi64>
    func.return %result : tensor<2x4xi64>
  }
  func.func @all_gather_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.all_gather", source = "StableHLO spec, all_gather, example 1"}} {
    %operand0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %operand1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %results:2 = "interpreter.run_parallel"(%operand0, %operand1) {
      programs = [[@all_gather], [@all_gather]]
    } : (tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>)
    check.expect_eq_const %results#0, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
    check.expect_eq_const %results#1, dense<[[1, 2, 5, 6], [3, 4, 7, 8]]> : tensor<2x4xi64>
    func.return
  }
}
