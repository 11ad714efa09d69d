// hlo-cts reproducer of program-272: compile-rejected
// the backend rejected a valid program: -:3:10: error: 'stablehlo.unary_einsum' op can't be translated to XLA HLO
// -:3:10: note: see current operation: %0 = "stablehlo.unary_einsum"(%arg0) <{einsum_config = "->"}> : (tensor<i8>) -> tensor<i8>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<i8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    return %c : tensor<i8>
  }
  func.func private @expected() -> tensor<i8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    return %c : tensor<i8>
  }
  func.func public @main() -> tensor<i8> {
    %0 = call @inputs() : () -> tensor<i8>
    %1 = stablehlo.unary_einsum %0, config = "->" : (tensor<i8>) -> tensor<i8>
    %2 = call @expected() : () -> tensor<i8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<i8>, tensor<i8>) -> ()
    return %1 : tensor<i8>
  }
}
