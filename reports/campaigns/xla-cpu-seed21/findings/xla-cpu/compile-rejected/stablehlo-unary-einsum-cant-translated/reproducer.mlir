// hlo-cts reproducer of program-166: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: 'stablehlo.unary_einsum' op can't be translated to XLA HLO
// -:3:10: note: see current operation: %0 = "stablehlo.unary_einsum"(%arg0) <{einsum_config = "h->"}> : (tensor<1xf8E5M2>) -> tensor<f8E5M2>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf8E5M2>
    return %cst : tensor<1xf8E5M2>
  }
  func.func private @expected() -> tensor<f8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    return %cst : tensor<f8E5M2>
  }
  func.func public @main() -> tensor<f8E5M2> {
    %0 = call @inputs() : () -> tensor<1xf8E5M2>
    %1 = stablehlo.unary_einsum %0, config = "h->" : (tensor<1xf8E5M2>) -> tensor<f8E5M2>
    %2 = call @expected() : () -> tensor<f8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<f8E5M2>, tensor<f8E5M2>) -> ()
    return %1 : tensor<f8E5M2>
  }
}
