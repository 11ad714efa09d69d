// hlo-cts reproducer of program-541/set-1::op0: fail
// tier: semantic (the backend's execution of a valid program failed; no reading of the spec allows it)
// mechanism: no known mechanism
// execution failed: CUDA error: Error recording CUDA event: CUDA_ERROR_MISALIGNED_ADDRESS: misaligned address
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf64>
    return %cst : tensor<4x3xf64>
  }
  func.func private @expected() -> tensor<4x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf64>
    return %cst : tensor<4x3xf64>
  }
  func.func public @main() -> tensor<4x3xf64> {
    %0 = call @inputs() : () -> tensor<4x3xf64>
    %1 = stablehlo.optimization_barrier %0 : tensor<4x3xf64>
    %2 = call @expected() : () -> tensor<4x3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x3xf64>, tensor<4x3xf64>) -> ()
    return %1 : tensor<4x3xf64>
  }
}
