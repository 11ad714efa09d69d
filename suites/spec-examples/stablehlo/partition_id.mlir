// StableHLO spec (seed 004, Japanese edition), section "partition_id": the example of the op, as a runnable test.
// The example has no values: the result depends on the process that runs
// it. The test runs it on a 1x2 process grid (one replica, two partitions)
// through interpreter.run_parallel; partition p must get p.
module @partition_id_example {
  func.func private @partition_id() -> tensor<ui32> {
    %result = "stablehlo.partition_id"() : () -> tensor<ui32>
    func.return %result : tensor<ui32>
  }
  func.func @partition_id_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.partition_id", source = "StableHLO spec, partition_id, example 1"}} {
    %results:2 = "interpreter.run_parallel"() {
      programs = [[@partition_id, @partition_id]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %results#0, dense<0> : tensor<ui32>
    check.expect_eq_const %results#1, dense<1> : tensor<ui32>
    func.return
  }
}
