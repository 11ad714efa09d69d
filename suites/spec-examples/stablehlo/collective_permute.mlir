// StableHLO spec (seed 004, Japanese edition), section "collective_permute": the example of the op, as a runnable test.
// The example needs a process grid (num_replicas = 3, num_partitions = 1): the
// op runs in @collective_permute on each process through
// interpreter.run_parallel. A process that is no pair's target gets zeros.
module @collective_permute_example {
  func.func @collective_permute(%operand : tensor<2x2xi64>) -> tensor<2x2xi64> {
    %result = "stablehlo.collective_permute"(%operand) {
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<2x2xi64>) -> tensor<2x2xi64>
    func.return %result : tensor<2x2xi64>
  }
  func.func @collective_permute_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.collective_permute", source = "StableHLO spec, collective_permute, example 1"}} {
    %operand0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %operand1 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    %operand2 = stablehlo.constant dense<[[9, 10], [11, 12]]> : tensor<2x2xi64>
    %results:3 = "interpreter.run_parallel"(%operand0, %operand1, %operand2) {
      programs = [[@collective_permute], [@collective_permute], [@collective_permute]]
    } : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
    check.expect_eq_const %results#0, dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>
    check.expect_eq_const %results#1, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    check.expect_eq_const %results#2, dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
    func.return
  }
}
