// StableHLO spec (seed 004, Japanese edition), section "all_reduce": the example of the op, as a runnable test.
// The example needs a process grid (num_replicas = 2, num_partitions = 1): the
// op runs in @all_reduce on each process through interpreter.run_parallel.
// The seed's example declares the operand as tensor<i64> although its values
// have four elements; the test uses tensor<4xi64>, which the values and the
// result require (C6: shape(result) = shape(operand)).
module @all_reduce_example {
  func.func @all_reduce(%operand : tensor<4xi64>) -> tensor<4xi64> {
    %result = "stablehlo.all_reduce"(%operand) ({
      ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
        %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%0) : (tensor<i64>) -> ()
    }) {
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
    } : (tensor<4xi64>) -> tensor<4xi64>
    func.return %result : tensor<4xi64>
  }
  func.func @all_reduce_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.all_reduce", source = "StableHLO spec, all_reduce, example 1"}} {
    %operand0 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    %operand1 = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
    %results:2 = "interpreter.run_parallel"(%operand0, %operand1) {
      programs = [[@all_reduce], [@all_reduce]]
    } : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    check.expect_eq_const %results#0, dense<[6, 8, 10, 12]> : tensor<4xi64>
    check.expect_eq_const %results#1, dense<[6, 8, 10, 12]> : tensor<4xi64>
    func.return
  }
}
