// hlo-cts reproducer of program-21758: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: unregistered operation 'stablehlo.collective_reduce' found in dialect ('stablehlo') that does not allow unknown operations
// -:3:10: note: see current operation: 
// %0 = "stablehlo.collective_reduce"(%arg0) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
// ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
//   %1 = "stablehlo.or"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
//   "stablehlo.return"(%1) : (tensor<i64>) -> ()
// }) : (tensor<4xi64>) -> tensor<4xi64>
// <unknown>:0: error: Failed to parse using StableHLO v1.17.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4xi64> {
    %c = stablehlo.constant dense<0> : tensor<4xi64>
    return %c : tensor<4xi64>
  }
  func.func private @expected() -> tensor<4xi64> {
    %c = stablehlo.constant dense<0> : tensor<4xi64>
    return %c : tensor<4xi64>
  }
  func.func public @main() -> tensor<4xi64> {
    %0 = call @inputs() : () -> tensor<4xi64>
    %1 = "stablehlo.collective_reduce"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %3 = stablehlo.or %arg0, %arg1 : tensor<i64>
      stablehlo.return %3 : tensor<i64>
    }) : (tensor<4xi64>) -> tensor<4xi64>
    %2 = call @expected() : () -> tensor<4xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
    return %1 : tensor<4xi64>
  }
}
