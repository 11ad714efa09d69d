// hlo-cts reproducer of program-1125: compile-rejected
// the backend rejected a valid program: CUDA error: Failed to enqueue async memset operation: CUDA_ERROR_MISALIGNED_ADDRESS: misaligned address
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<i64>, tensor<1x2x1xi64>) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<1x2x1xi64>
    return %c, %c_0 : tensor<i64>, tensor<1x2x1xi64>
  }
  func.func private @expected() -> tensor<1xi64> {
    %c = stablehlo.constant dense<0> : tensor<1xi64>
    return %c : tensor<1xi64>
  }
  func.func public @main() -> tensor<1xi64> {
    %0:2 = call @inputs() : () -> (tensor<i64>, tensor<1x2x1xi64>)
    %1 = stablehlo.reduce(%0#1 init: %0#0) applies stablehlo.and across dimensions = [0, 1] : (tensor<1x2x1xi64>, tensor<i64>) -> tensor<1xi64>
    %2 = call @expected() : () -> tensor<1xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xi64>, tensor<1xi64>) -> ()
    return %1 : tensor<1xi64>
  }
}
