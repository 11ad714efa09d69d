// hlo-cts reproducer of program-344: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:12: error: 'stablehlo.collective_broadcast' op requires one result
// -:3:12: note: see current operation: %0:2 = "stablehlo.collective_broadcast"(%arg0, %arg0) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<0x1xf32>, tensor<0x1xf32>) -> (tensor<0x1xf32>, tensor<0x1xf32>)
// <unknown>:0: error: Failed to parse using StableHLO v1.17.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0x1xf32> {
    %cst = stablehlo.constant dense<> : tensor<0x1xf32>
    return %cst : tensor<0x1xf32>
  }
  func.func private @expected() -> tensor<0x1xf32> {
    %cst = stablehlo.constant dense<> : tensor<0x1xf32>
    return %cst : tensor<0x1xf32>
  }
  func.func public @main() -> tensor<0x1xf32> {
    %0 = call @inputs() : () -> tensor<0x1xf32>
    %1:2 = "stablehlo.collective_broadcast"(%0, %0) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<0x1xf32>, tensor<0x1xf32>) -> (tensor<0x1xf32>, tensor<0x1xf32>)
    %2 = call @expected() : () -> tensor<0x1xf32>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<0x1xf32>, tensor<0x1xf32>) -> ()
    return %1#1 : tensor<0x1xf32>
  }
}
