// hlo-cts reproducer of program-2057: compile-rejected
// the backend rejected a valid program: -:3:10: error: result dimension size at scatter_dimension cannot be zero
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x0xbf16> {
    %cst = stablehlo.constant dense<> : tensor<5x0xbf16>
    return %cst : tensor<5x0xbf16>
  }
  func.func private @expected() -> tensor<5x0xbf16> {
    %cst = stablehlo.constant dense<> : tensor<5x0xbf16>
    return %cst : tensor<5x0xbf16>
  }
  func.func public @main() -> tensor<5x0xbf16> {
    %0 = call @inputs() : () -> tensor<5x0xbf16>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<5x0xbf16>) -> tensor<5x0xbf16>
    %2 = call @expected() : () -> tensor<5x0xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x0xbf16>, tensor<5x0xbf16>) -> ()
    return %1 : tensor<5x0xbf16>
  }
}
