// StableHLO spec (seed 004, Japanese edition), section "collective_broadcast": the example of the op, as a runnable test.
// The example needs a process grid (num_replicas = 4, num_partitions = 1): the
// op runs in @collective_broadcast on each process through
// interpreter.run_parallel. The seed's operand type is misspelt
// ("tensor1x2xi64>"); the test uses tensor<1x2xi64>. Processes outside every
// replica group get zeros (the spec's semantics), as the example shows.
module @collective_broadcast_example {
  func.func @collective_broadcast(%operand : tensor<1x2xi64>) -> tensor<1x2xi64> {
    %result = "stablehlo.collective_broadcast"(%operand) {
      replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<1x2xi64>) -> tensor<1x2xi64>
    func.return %result : tensor<1x2xi64>
  }
  func.func @collective_broadcast_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.collective_broadcast", source = "StableHLO spec, collective_broadcast, example 1"}} {
    %operand0 = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
    %operand1 = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
    %operand2 = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
    %operand3 = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
    %results:4 = "interpreter.run_parallel"(%operand0, %operand1, %operand2, %operand3) {
      programs = [[@collective_broadcast], [@collective_broadcast], [@collective_broadcast], [@collective_broadcast]]
    } : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>) -> (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
    check.expect_eq_const %results#0, dense<[[0, 0]]> : tensor<1x2xi64>
    check.expect_eq_const %results#1, dense<[[5, 6]]> : tensor<1x2xi64>
    check.expect_eq_const %results#2, dense<[[5, 6]]> : tensor<1x2xi64>
    check.expect_eq_const %results#3, dense<[[0, 0]]> : tensor<1x2xi64>
    func.return
  }
}
