// hlo-cts reproducer of program-60: compile-rejected
// the backend rejected a valid program: -:4:5: error: HLO all-to-all has operands with different shapes: the 0th operand shape c64[5,0], but the 1th operand has shape c64[4,5,4].
// 	
// 
// Python Code Location:
//   File: -:3: 
// -:4:5: note: see current operation: "func.return"(%1#1) : (tensor<4x5x4xcomplex<f32>>) -> ()
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x0xcomplex<f32>>, tensor<4x5x4xcomplex<f32>>) {
    %cst = stablehlo.constant dense<> : tensor<5x0xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<4x5x4xcomplex<f32>>
    return %cst, %cst_0 : tensor<5x0xcomplex<f32>>, tensor<4x5x4xcomplex<f32>>
  }
  func.func private @expected() -> tensor<4x5x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<4x5x4xcomplex<f32>>
    return %cst : tensor<4x5x4xcomplex<f32>>
  }
  func.func public @main() -> tensor<4x5x4xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<5x0xcomplex<f32>>, tensor<4x5x4xcomplex<f32>>)
    %1:2 = "stablehlo.all_to_all"(%0#0, %0#1) <{concat_dimension = 1 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<5x0xcomplex<f32>>, tensor<4x5x4xcomplex<f32>>) -> (tensor<5x0xcomplex<f32>>, tensor<4x5x4xcomplex<f32>>)
    %2 = call @expected() : () -> tensor<4x5x4xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<4x5x4xcomplex<f32>>, tensor<4x5x4xcomplex<f32>>) -> ()
    return %1#1 : tensor<4x5x4xcomplex<f32>>
  }
}
