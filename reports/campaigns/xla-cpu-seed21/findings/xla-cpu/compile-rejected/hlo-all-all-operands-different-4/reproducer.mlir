// hlo-cts reproducer of program-26401: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:4:5: error: HLO all-to-all has operands with different shapes: the 0th operand shape f8e4m3fn[3,5], but the 1th operand has shape f64[2].
// 	
// 
// Python Code Location:
//   File: -:3: 
// -:4:5: note: see current operation: "func.return"(%0#1) : (tensor<2xf64>) -> ()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xf64>, tensor<3x5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf8E4M3FN>
    return %cst, %cst_0 : tensor<2xf64>, tensor<3x5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<2xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    return %cst : tensor<2xf64>
  }
  func.func public @main() -> tensor<2xf64> {
    %0:2 = call @inputs() : () -> (tensor<2xf64>, tensor<3x5xf8E4M3FN>)
    %1:2 = "stablehlo.all_to_all"(%0#1, %0#0) <{concat_dimension = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<3x5xf8E4M3FN>, tensor<2xf64>) -> (tensor<3x5xf8E4M3FN>, tensor<2xf64>)
    %2 = call @expected() : () -> tensor<2xf64>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<2xf64>, tensor<2xf64>) -> ()
    return %1#1 : tensor<2xf64>
  }
}
