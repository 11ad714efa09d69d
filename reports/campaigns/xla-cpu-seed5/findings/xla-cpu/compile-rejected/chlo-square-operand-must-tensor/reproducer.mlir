// hlo-cts reproducer of program-258: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: unregistered operation 'stablehlo.collective_reduce' found in dialect ('stablehlo') that does not allow unknown operations
// -:3:10: note: see current operation: 
// %0 = "stablehlo.collective_reduce"(%arg0) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
// ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
//   %1 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
//   "stablehlo.return"(%1) : (tensor<f32>) -> ()
// }) : (tensor<3x3x5xf32>) -> tensor<3x3x5xf32>
// <unknown>:0: error: Failed to parse using StableHLO v1.17.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x5xf32>
    return %cst : tensor<3x3x5xf32>
  }
  func.func private @expected() -> tensor<3x3x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x5xf32>
    return %cst : tensor<3x3x5xf32>
  }
  func.func public @main() -> tensor<3x3x5xf32> {
    %0 = call @inputs() : () -> tensor<3x3x5xf32>
    %1 = "stablehlo.collective_reduce"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<3x3x5xf32>) -> tensor<3x3x5xf32>
    %2 = call @expected() : () -> tensor<3x3x5xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x3x5xf32>, tensor<3x3x5xf32>) -> ()
    return %1 : tensor<3x3x5xf32>
  }
}
