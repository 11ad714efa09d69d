// hlo-cts reproducer of program-591::op0: fail
// tier: semantic (the backend's execution of a valid program failed; no reading of the spec allows it)
// mechanism: no known mechanism
// execution failed: CUDA error: Error recording CUDA event: CUDA_ERROR_MISALIGNED_ADDRESS: misaligned address
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<bf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    return %cst : tensor<bf16>
  }
  func.func private @expected() -> tensor<i1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    return %c : tensor<i1>
  }
  func.func public @main() -> tensor<i1> {
    %0 = call @inputs() : () -> tensor<bf16>
    %1 = chlo.is_neg_inf %0 : tensor<bf16> -> tensor<i1>
    %2 = call @expected() : () -> tensor<i1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<i1>, tensor<i1>) -> ()
    return %1 : tensor<i1>
  }
}
