// hlo-cts reproducer of program-50: compile-rejected
// the backend rejected a valid program: -:3:10: error: 'stablehlo.unary_einsum' op can't be translated to XLA HLO
// -:3:10: note: see current operation: %0 = "stablehlo.unary_einsum"(%arg0) <{einsum_config = "s->s"}> : (tensor<5xf8E4M3FN>) -> tensor<5xf8E4M3FN>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    return %cst : tensor<5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<5xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    return %cst : tensor<5xf8E4M3FN>
  }
  func.func public @main() -> tensor<5xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<5xf8E4M3FN>
    %1 = stablehlo.unary_einsum %0, config = "s->s" : (tensor<5xf8E4M3FN>) -> tensor<5xf8E4M3FN>
    %2 = stablehlo.real %1 : tensor<5xf8E4M3FN>
    %3 = call @expected() : () -> tensor<5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) -> ()
    return %2 : tensor<5xf8E4M3FN>
  }
}
