// hlo-cts reproducer of program-22191: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:12: error: 'stablehlo.collective_broadcast' op requires one result
// -:3:12: note: see current operation: %0:2 = "stablehlo.collective_broadcast"(%arg0, %arg0) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<1x4xi32>, tensor<1x4xi32>) -> (tensor<1x4xi32>, tensor<1x4xi32>)
// <unknown>:0: error: Failed to parse using StableHLO v1.17.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<1x4xi32>
    return %c : tensor<1x4xi32>
  }
  func.func private @expected() -> tensor<1x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<1x4xi32>
    return %c : tensor<1x4xi32>
  }
  func.func public @main() -> tensor<1x4xi32> {
    %0 = call @inputs() : () -> tensor<1x4xi32>
    %1:2 = "stablehlo.collective_broadcast"(%0, %0) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<1x4xi32>, tensor<1x4xi32>) -> (tensor<1x4xi32>, tensor<1x4xi32>)
    %2 = "stablehlo.reduce_scatter"(%1#1) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %4 = stablehlo.and %arg0, %arg1 : tensor<i32>
      stablehlo.return %4 : tensor<i32>
    }) : (tensor<1x4xi32>) -> tensor<1x4xi32>
    %3 = call @expected() : () -> tensor<1x4xi32>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<1x4xi32>, tensor<1x4xi32>) -> ()
    return %2 : tensor<1x4xi32>
  }
}
