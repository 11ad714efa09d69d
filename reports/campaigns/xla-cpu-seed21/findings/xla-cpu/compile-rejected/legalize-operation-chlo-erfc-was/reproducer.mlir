// hlo-cts reproducer of program-5: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: failed to legalize operation 'chlo.erfc' that was explicitly marked illegal: %0 = "chlo.erfc"(%arg0) : (tensor<1x1xf8E4M3FN>) -> tensor<1x1xf8E4M3FN>
// -:3:10: note: see current operation: %0 = "chlo.erfc"(%arg0) : (tensor<1x1xf8E4M3FN>) -> tensor<1x1xf8E4M3FN>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x1xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1xf8E4M3FN>
    return %cst : tensor<1x1xf8E4M3FN>
  }
  func.func private @expected() -> tensor<1x1xf8E4M3FN> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x1xf8E4M3FN>
    return %cst : tensor<1x1xf8E4M3FN>
  }
  func.func public @main() -> tensor<1x1xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<1x1xf8E4M3FN>
    %1 = chlo.erfc %0 : tensor<1x1xf8E4M3FN> -> tensor<1x1xf8E4M3FN>
    %2 = call @expected() : () -> tensor<1x1xf8E4M3FN>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1x1xf8E4M3FN>, tensor<1x1xf8E4M3FN>) -> ()
    return %1 : tensor<1x1xf8E4M3FN>
  }
}
