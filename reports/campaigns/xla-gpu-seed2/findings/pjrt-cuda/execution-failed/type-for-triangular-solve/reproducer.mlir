// hlo-cts reproducer of program-54::op1: fail
// tier: semantic (the backend's execution of a valid program failed; no reading of the spec allows it)
// mechanism: no known mechanism
// execution failed: Invalid type for triangular solve 10
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x2xf8E4M3FN>, tensor<2x2xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2xf8E4M3FN>
    return %cst, %cst_0 : tensor<1x2xf8E4M3FN>, tensor<2x2xf8E4M3FN>
  }
  func.func private @expected() -> tensor<1x2xf8E4M3FN> {
    %cst = stablehlo.constant dense<0x7F> : tensor<1x2xf8E4M3FN>
    return %cst : tensor<1x2xf8E4M3FN>
  }
  func.func public @main() -> tensor<1x2xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<1x2xf8E4M3FN>, tensor<2x2xf8E4M3FN>)
    %1 = "stablehlo.triangular_solve"(%0#1, %0#0) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<2x2xf8E4M3FN>, tensor<1x2xf8E4M3FN>) -> tensor<1x2xf8E4M3FN>
    %2 = call @expected() : () -> tensor<1x2xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2xf8E4M3FN>, tensor<1x2xf8E4M3FN>) -> ()
    return %1 : tensor<1x2xf8E4M3FN>
  }
}
