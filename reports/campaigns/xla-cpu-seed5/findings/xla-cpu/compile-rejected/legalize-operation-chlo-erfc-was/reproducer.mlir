// hlo-cts reproducer of program-121: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:3:10: error: failed to legalize operation 'chlo.erfc' that was explicitly marked illegal: %0 = "chlo.erfc"(%arg0) : (tensor<5x2xf8E5M2>) -> tensor<5x2xf8E5M2>
// -:3:10: note: see current operation: %0 = "chlo.erfc"(%arg0) : (tensor<5x2xf8E5M2>) -> tensor<5x2xf8E5M2>
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x2xf8E5M2>, tensor<5x1xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x2xf8E5M2>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x1xf8E5M2>
    return %cst, %cst_0 : tensor<5x2xf8E5M2>, tensor<5x1xf8E5M2>
  }
  func.func private @expected() -> tensor<5x2xf8E5M2> {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<5x2xf8E5M2>
    return %cst : tensor<5x2xf8E5M2>
  }
  func.func public @main() -> tensor<5x2xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<5x2xf8E5M2>, tensor<5x1xf8E5M2>)
    %1 = chlo.erfc %0#0 : tensor<5x2xf8E5M2> -> tensor<5x2xf8E5M2>
    %2 = chlo.broadcast_atan2 %1, %0#1 : (tensor<5x2xf8E5M2>, tensor<5x1xf8E5M2>) -> tensor<5x2xf8E5M2>
    %3 = call @expected() : () -> tensor<5x2xf8E5M2>
    stablehlo.custom_call @check.expect_close(%2, %3) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<5x2xf8E5M2>, tensor<5x2xf8E5M2>) -> ()
    return %2 : tensor<5x2xf8E5M2>
  }
}
