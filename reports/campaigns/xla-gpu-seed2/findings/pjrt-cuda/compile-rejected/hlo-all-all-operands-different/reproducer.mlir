// hlo-cts reproducer of program-167: compile-rejected
// the backend rejected a valid program: -:4:5: error: HLO all-to-all has operands with different shapes: the 0th operand shape f32[4,3], but the 1th operand has shape f16[1,2].
// 	
// 
// Python Code Location:
//   File: -:3: 
// -:4:5: note: see current operation: "func.return"(%0#1) : (tensor<1x2xf16>) -> ()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x3xf32>, tensor<1x2xf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf16>
    return %cst, %cst_0 : tensor<4x3xf32>, tensor<1x2xf16>
  }
  func.func private @expected() -> tensor<1x2xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf16>
    return %cst : tensor<1x2xf16>
  }
  func.func public @main() -> tensor<1x2xf16> {
    %0:2 = call @inputs() : () -> (tensor<4x3xf32>, tensor<1x2xf16>)
    %1:2 = "stablehlo.all_to_all"(%0#0, %0#1) <{concat_dimension = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<4x3xf32>, tensor<1x2xf16>) -> (tensor<4x3xf32>, tensor<1x2xf16>)
    %2 = call @expected() : () -> tensor<1x2xf16>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<1x2xf16>, tensor<1x2xf16>) -> ()
    return %1#1 : tensor<1x2xf16>
  }
}
