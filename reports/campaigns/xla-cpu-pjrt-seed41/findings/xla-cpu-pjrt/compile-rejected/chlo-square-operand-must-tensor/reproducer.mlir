// hlo-cts reproducer of program-52: compile-rejected
// the backend rejected a valid program: -:6:10: error: 'chlo.square' op operand #0 must be tensor of 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements values, but got 'tensor<1x1x0xi32>'
// -:6:10: note: see current operation: %0 = "chlo.square"(%arg0) : (tensor<1x1x0xi32>) -> tensor<1x1x0xi32>
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<3x3x0xi32>) -> tensor<3x3x0xi32> {
    return %arg0 : tensor<3x3x0xi32>
  }
  func.func private @inputs() -> (tensor<1x1x0xi32>, tensor<1x1x0xi32>) {
    %c = stablehlo.constant dense<> : tensor<1x1x0xi32>
    %c_0 = stablehlo.constant dense<> : tensor<1x1x0xi32>
    return %c, %c_0 : tensor<1x1x0xi32>, tensor<1x1x0xi32>
  }
  func.func private @expected() -> tensor<1x1x0xi32> {
    %c = stablehlo.constant dense<> : tensor<1x1x0xi32>
    return %c : tensor<1x1x0xi32>
  }
  func.func public @main() -> tensor<1x1x0xi32> {
    %0:2 = call @inputs() : () -> (tensor<1x1x0xi32>, tensor<1x1x0xi32>)
    %1 = chlo.square %0#0 : tensor<1x1x0xi32> -> tensor<1x1x0xi32>
    %2 = stablehlo.shift_left %0#1, %1 : tensor<1x1x0xi32>
    %3 = call @expected() : () -> tensor<1x1x0xi32>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<1x1x0xi32>, tensor<1x1x0xi32>) -> ()
    return %2 : tensor<1x1x0xi32>
  }
}
