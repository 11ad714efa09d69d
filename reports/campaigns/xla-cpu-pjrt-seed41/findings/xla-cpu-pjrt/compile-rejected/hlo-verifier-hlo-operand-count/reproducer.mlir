// hlo-cts reproducer of program-424: compile-rejected
// the backend rejected a valid program: during context [hlo verifier]: RET_CHECK failure (xla/service/hlo_verifier.cc:722) hlo->operand_count() == split_count 
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5xcomplex<f32>>
    return %cst : tensor<5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5xcomplex<f32>>
    return %cst : tensor<5xcomplex<f32>>
  }
  func.func public @main() -> tensor<5xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<5xcomplex<f32>>
    %1:2 = "stablehlo.all_to_all"(%0, %0) <{concat_dimension = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>)
    %2 = call @expected() : () -> tensor<5xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> ()
    return %1#1 : tensor<5xcomplex<f32>>
  }
}
