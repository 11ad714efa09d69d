// hlo-cts reproducer of program-17: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: 'chlo.square' op operand #0 must be tensor of 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements values, but got 'tensor<1xui8>'
// -:3:10: note: see current operation: %0 = "chlo.square"(%arg0) : (tensor<1xui8>) -> tensor<1xui8>
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1xui8> {
    %c = stablehlo.constant dense<0> : tensor<1xui8>
    return %c : tensor<1xui8>
  }
  func.func private @expected() -> tensor<1xui8> {
    %c = stablehlo.constant dense<0> : tensor<1xui8>
    return %c : tensor<1xui8>
  }
  func.func public @main() -> tensor<1xui8> {
    %0 = call @inputs() : () -> tensor<1xui8>
    %1 = chlo.square %0 : tensor<1xui8> -> tensor<1xui8>
    %2 = call @expected() : () -> tensor<1xui8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xui8>, tensor<1xui8>) -> ()
    return %1 : tensor<1xui8>
  }
}
