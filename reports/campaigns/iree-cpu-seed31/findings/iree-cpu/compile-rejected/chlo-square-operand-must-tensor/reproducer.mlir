// hlo-cts reproducer of program-188: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'chlo.square' op operand #0 must be tensor of 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements values, but got 'tensor<1xui32>'
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1xui32> {
    %c = stablehlo.constant dense<0> : tensor<1xui32>
    return %c : tensor<1xui32>
  }
  func.func private @expected() -> tensor<1xui32> {
    %c = stablehlo.constant dense<0> : tensor<1xui32>
    return %c : tensor<1xui32>
  }
  func.func public @main() -> tensor<1xui32> {
    %0 = call @inputs() : () -> tensor<1xui32>
    %1 = chlo.square %0 : tensor<1xui32> -> tensor<1xui32>
    %2 = call @expected() : () -> tensor<1xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xui32>, tensor<1xui32>) -> ()
    return %1 : tensor<1xui32>
  }
}
