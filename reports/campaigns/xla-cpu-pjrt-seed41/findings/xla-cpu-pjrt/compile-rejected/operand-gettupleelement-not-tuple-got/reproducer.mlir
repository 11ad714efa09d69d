// hlo-cts reproducer of program-69: compile-rejected
// the backend rejected a valid program: -:5:5: error: Operand to GetTupleElement() is not a tuple; got f8e5m2[4,4,3]
// 	
// 
// Python Code Location:
//   File: -:3: 
// -:5:5: note: see current operation: "func.return"(%1) : (tensor<8x1xf16>) -> ()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4x3xf8E5M2>, tensor<4x1xf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x4x3xf8E5M2>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x1xf16>
    return %cst, %cst_0 : tensor<4x4x3xf8E5M2>, tensor<4x1xf16>
  }
  func.func private @expected() -> tensor<8x1xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x1xf16>
    return %cst : tensor<8x1xf16>
  }
  func.func public @main() -> tensor<8x1xf16> {
    %0:2 = call @inputs() : () -> (tensor<4x4x3xf8E5M2>, tensor<4x1xf16>)
    %1:2 = "stablehlo.collective_broadcast"(%0#0, %0#1) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4x4x3xf8E5M2>, tensor<4x1xf16>) -> (tensor<4x4x3xf8E5M2>, tensor<4x1xf16>)
    %2 = stablehlo.concatenate %1#1, %1#1, dim = 0 : (tensor<4x1xf16>, tensor<4x1xf16>) -> tensor<8x1xf16>
    %3 = call @expected() : () -> tensor<8x1xf16>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<8x1xf16>, tensor<8x1xf16>) -> ()
    return %2 : tensor<8x1xf16>
  }
}
