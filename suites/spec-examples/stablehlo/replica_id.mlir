// StableHLO spec (seed 004, Japanese edition), section "replica_id": the example of the op, as a runnable test.
// The example has no values: the result depends on the process that runs
// it. The test runs it on a 2x1 process grid (two replicas, one partition)
// through interpreter.run_parallel; replica r must get r.
module @replica_id_example {
  func.func private @replica_id() -> tensor<ui32> {
    %result = "stablehlo.replica_id"() : () -> tensor<ui32>
    func.return %result : tensor<ui32>
  }
  func.func @replica_id_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.replica_id", source = "StableHLO spec, replica_id, example 1"}} {
    %results:2 = "interpreter.run_parallel"() {
      programs = [[@replica_id], [@replica_id]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %results#0, dense<0> : tensor<ui32>
    check.expect_eq_const %results#1, dense<1> : tensor<ui32>
    func.return
  }
}
