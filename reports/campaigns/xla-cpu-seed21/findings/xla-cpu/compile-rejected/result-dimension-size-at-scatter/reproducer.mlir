// hlo-cts reproducer of program-448: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: result dimension size at scatter_dimension cannot be zero
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0xf64> {
    %cst = stablehlo.constant dense<> : tensor<0xf64>
    return %cst : tensor<0xf64>
  }
  func.func private @expected() -> tensor<0xf64> {
    %cst = stablehlo.constant dense<> : tensor<0xf64>
    return %cst : tensor<0xf64>
  }
  func.func public @main() -> tensor<0xf64> {
    %0 = call @inputs() : () -> tensor<0xf64>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<0xf64>) -> tensor<0xf64>
    %2 = call @expected() : () -> tensor<0xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<0xf64>, tensor<0xf64>) -> ()
    return %1 : tensor<0xf64>
  }
}
