// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "CrossReplicaSum",
// expressed in StableHLO: a sum across all replicas is stablehlo.all_reduce
// with an add computation and one replica group holding every replica. The
// example needs two replicas: the op runs in @cross_replica_sum on each
// through interpreter.run_parallel. 2.5 + 5.1 is inexact in f32, so the
// result is compared with check.expect_almost_eq_const.
module @CrossReplicaSum_example {
  func.func @cross_replica_sum(%operand : tensor<2xf32>) -> tensor<2xf32> {
    %result = "stablehlo.all_reduce"(%operand) ({
      ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
        %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
        stablehlo.return %0 : tensor<f32>
    }) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
    } : (tensor<2xf32>) -> tensor<2xf32>
    func.return %result : tensor<2xf32>
  }
  func.func @CrossReplicaSum_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.all_reduce", source = "XLA operation semantics, CrossReplicaSum, example 1"}} {
    %operand0 = stablehlo.constant dense<[1.0, 2.5]> : tensor<2xf32>
    %operand1 = stablehlo.constant dense<[3.0, 5.1]> : tensor<2xf32>
    %results:2 = "interpreter.run_parallel"(%operand0, %operand1) {
      programs = [[@cross_replica_sum], [@cross_replica_sum]]
    } : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    check.expect_almost_eq_const %results#0, dense<[4.0, 7.6]> : tensor<2xf32>
    check.expect_almost_eq_const %results#1, dense<[4.0, 7.6]> : tensor<2xf32>
    func.return
  }
}
