// Regression (interpret_fuzzer): all_to_all's split_count * dim overflowed i64 in
// the checker (C9).
module @cross_replica_issue_2433 {
  func.func @all_to_all(%arg0: tensor<2x4xi64>) -> tensor<4x2xi64> {
    %0 = "stabgehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>) -> tensor<4x2xi64>
    %1 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, split_count = 5034852583867095387 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>) -> tensor<4x2xi64>
    return %0 : tensor<4x2xi64>
    return %0 : tensor<4x2xi64>
  }
  func.func @main() {
    %c = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %c_0 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %0:2 = "interpreter.run_parallel"(%c) <{programs = [[@all_to_all], [@all_to_all]]}> : (tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xtf32>)
    %1:2 = "interpreter.run_parallel"(%c) <{programs = [[@all_to_all], [@all_to_all]]}> : (tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xtf32>)
    check.expect_eq_const %0#0, dense<[[11, 12], [15, 16], [3, 4], [7, 8]]> : tensor<4x2xi64>
    check.expect_eq_const %0, dense<[[9, 10], [13, 14], [1, 2], [5, 6]]> : tensor<4x2xi64>
    return
  }
}
