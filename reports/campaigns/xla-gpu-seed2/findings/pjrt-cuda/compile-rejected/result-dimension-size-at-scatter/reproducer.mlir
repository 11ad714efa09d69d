// hlo-cts reproducer of program-418: compile-rejected
// the backend rejected a valid program: -:3:10: error: result dimension size at scatter_dimension cannot be zero
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0xf16> {
    %cst = stablehlo.constant dense<> : tensor<0xf16>
    return %cst : tensor<0xf16>
  }
  func.func private @expected() -> tensor<0xf16> {
    %cst = stablehlo.constant dense<> : tensor<0xf16>
    return %cst : tensor<0xf16>
  }
  func.func public @main() -> tensor<0xf16> {
    %0 = call @inputs() : () -> tensor<0xf16>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f16>
      stablehlo.return %3 : tensor<f16>
    }) : (tensor<0xf16>) -> tensor<0xf16>
    %2 = call @expected() : () -> tensor<0xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<0xf16>, tensor<0xf16>) -> ()
    return %1 : tensor<0xf16>
  }
}
