// hlo-cts reproducer of program-376: compile-rejected
// the backend rejected a valid program: UNKNOWN: -:4:5: error: HLO all-to-all has operands with different shapes: the 0th operand shape u32[2], but the 1th operand has shape s64[5,4,1].
// 	
// 
// Python Code Location:
//   File: -:3: 
// -:4:5: note: see current operation: "func.return"(%0#1) : (tensor<5x4x1xi64>) -> ()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xui32>, tensor<5x4x1xi64>) {
    %c = stablehlo.constant dense<0> : tensor<2xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<5x4x1xi64>
    return %c, %c_0 : tensor<2xui32>, tensor<5x4x1xi64>
  }
  func.func private @expected() -> tensor<5x4x1xi64> {
    %c = stablehlo.constant dense<0> : tensor<5x4x1xi64>
    return %c : tensor<5x4x1xi64>
  }
  func.func public @main() -> tensor<5x4x1xi64> {
    %0:2 = call @inputs() : () -> (tensor<2xui32>, tensor<5x4x1xi64>)
    %1:2 = "stablehlo.all_to_all"(%0#0, %0#1) <{concat_dimension = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<2xui32>, tensor<5x4x1xi64>) -> (tensor<2xui32>, tensor<5x4x1xi64>)
    %2 = call @expected() : () -> tensor<5x4x1xi64>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<5x4x1xi64>, tensor<5x4x1xi64>) -> ()
    return %1#1 : tensor<5x4x1xi64>
  }
}
