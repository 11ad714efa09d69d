// hlo-cts reproducer of program-242: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: 'stablehlo.unary_einsum' op can't be translated to XLA HLO
// -:3:10: note: see current operation: %0 = "stablehlo.unary_einsum"(%arg0) <{einsum_config = "bzx->b"}> : (tensor<2x2x5xui8>) -> tensor<2xui8>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x2x5xui8> {
    %c = stablehlo.constant dense<0> : tensor<2x2x5xui8>
    return %c : tensor<2x2x5xui8>
  }
  func.func private @expected() -> tensor<2xui8> {
    %c = stablehlo.constant dense<0> : tensor<2xui8>
    return %c : tensor<2xui8>
  }
  func.func public @main() -> tensor<2xui8> {
    %0 = call @inputs() : () -> tensor<2x2x5xui8>
    %1 = stablehlo.unary_einsum %0, config = "bzx->b" : (tensor<2x2x5xui8>) -> tensor<2xui8>
    %2 = call @expected() : () -> tensor<2xui8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xui8>, tensor<2xui8>) -> ()
    return %1 : tensor<2xui8>
  }
}
