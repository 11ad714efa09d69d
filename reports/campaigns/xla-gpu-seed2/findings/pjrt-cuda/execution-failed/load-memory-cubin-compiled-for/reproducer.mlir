// hlo-cts reproducer of program-596::op1: fail
// tier: semantic (the backend's execution of a valid program failed; no reading of the spec allows it)
// mechanism: no known mechanism
// execution failed: CUDA error: [0] Failed to load in-memory CUBIN (compiled for a different GPU?).: CUDA_ERROR_MISALIGNED_ADDRESS: misaligned address
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2xf32>
    return %cst : tensor<2x2xf32>
  }
  func.func private @expected() -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<0xFFC00000> : tensor<2x2xf32>
    return %cst : tensor<2x2xf32>
  }
  func.func public @main() -> tensor<2x2xf32> {
    %0 = call @inputs() : () -> tensor<2x2xf32>
    %1 = chlo.polygamma %0, %0 : tensor<2x2xf32>, tensor<2x2xf32> -> tensor<2x2xf32>
    %2 = call @expected() : () -> tensor<2x2xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
    return %1 : tensor<2x2xf32>
  }
}
