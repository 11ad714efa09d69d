// StableHLO spec (seed 004, Japanese edition), section "all_to_all": the example of the op, as a runnable test.
// The example needs a process grid (num_replicas = 2, num_partitions = 1): the
// op runs in @all_to_all on each process through interpreter.run_parallel.
module @all_to_all_example {
  func.func @all_to_all(%operand : tensor<2x4xi64>) -> tensor<4x2xi64> {
    %result = "stablehlo.all_to_all"(%operand) {
      split_dimension = 1 : i64,
      concat_dimension = 0 : i64,
      split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2x4xi64>) -> tensor<4x2xi64>
    func.return %result : tensor<4x2xi64>
  }
  func.func @all_to_all_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.all_to_all", source = "StableHLO spec, all_to_all, example 1"}} {
    %operand0 = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %operand1 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %results:2 = "interpreter.run_parallel"(%operand0, %operand1) {
      programs = [[@all_to_all], [@all_to_all]]
    } : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    check.expect_eq_const %results#0, dense<[[1, 2], [5, 6], [9, 10], [13, 14]]> : tensor<4x2xi64>
    check.expect_eq_const %results#1, dense<[[3, 4], [7, 8], [11, 12], [15, 16]]> : tensor<4x2xi64>
    func.return
  }
}
