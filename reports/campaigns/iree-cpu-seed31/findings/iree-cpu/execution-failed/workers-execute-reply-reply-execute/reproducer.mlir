// hlo-cts reproducer of program-1098::op1: fail
// tier: semantic (the backend's execution of a valid program failed; no reading of the spec allows it)
// mechanism: no known mechanism
// execution failed: the worker's execute reply is invalid: reply to execute: output 0: element 0 has bits set above the 1-bit width of i1 (0x8)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x4x5xi1>, tensor<5x2x4xi1>) {
    %c = stablehlo.constant dense<true> : tensor<2x4x5xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<5x2x4xi1>
    return %c, %c_0 : tensor<2x4x5xi1>, tensor<5x2x4xi1>
  }
  func.func private @expected() -> tensor<5xi1> {
    %c = stablehlo.constant dense<true> : tensor<5xi1>
    return %c : tensor<5xi1>
  }
  func.func public @main() -> tensor<5xi1> {
    %0:2 = call @inputs() : () -> (tensor<2x4x5xi1>, tensor<5x2x4xi1>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [2] x [0], contracting_dims = [1, 0] x [2, 1] : (tensor<2x4x5xi1>, tensor<5x2x4xi1>) -> tensor<5xi1>
    %2 = call @expected() : () -> tensor<5xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xi1>, tensor<5xi1>) -> ()
    return %1 : tensor<5xi1>
  }
}
