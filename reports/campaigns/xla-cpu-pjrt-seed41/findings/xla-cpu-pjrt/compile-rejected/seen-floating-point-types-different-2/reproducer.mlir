// hlo-cts reproducer of program-200: compile-rejected
// the backend rejected a valid program: during context [hlo verifier]: Seen floating point types of different precisions in %scatter.1 = (f32[2,4,2]{2,1,0}, f16[2,4,2]{2,1,0}) scatter(%Arg_0.3, %Arg_1.3, %Arg_2.3, %Arg_3.3, %Arg_4.1), update_window_dims={1,2,3}, inserted_window_dims={}, scatter_dims_to_operand_dims={1}, index_vector_dim=1, to_apply=%region_0.1, metadata={source_file="-" source_line=3 source_end_line=3 source_column=12 source_end_column=12}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x4x2xf32>, tensor<2x4x2xf16>, tensor<2x1xui8>, tensor<2x1x2x2xf32>, tensor<2x1x2x2xf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x4x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x2xf16>
    %c = stablehlo.constant dense<0> : tensor<2x1xui8>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x2x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x2x2xf16>
    return %cst, %cst_0, %c, %cst_1, %cst_2 : tensor<2x4x2xf32>, tensor<2x4x2xf16>, tensor<2x1xui8>, tensor<2x1x2x2xf32>, tensor<2x1x2x2xf16>
  }
  func.func private @expected() -> tensor<2x4x2xf16> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<2x4x2xf16>
    return %cst : tensor<2x4x2xf16>
  }
  func.func public @main() -> tensor<2x4x2xf16> {
    %0:5 = call @inputs() : () -> (tensor<2x4x2xf32>, tensor<2x4x2xf16>, tensor<2x1xui8>, tensor<2x1x2x2xf32>, tensor<2x1x2x2xf16>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f16>, %arg2: tensor<f32>, %arg3: tensor<f16>):
      stablehlo.return %arg2, %arg3 : tensor<f32>, tensor<f16>
    }) : (tensor<2x4x2xf32>, tensor<2x4x2xf16>, tensor<2x1xui8>, tensor<2x1x2x2xf32>, tensor<2x1x2x2xf16>) -> (tensor<2x4x2xf32>, tensor<2x4x2xf16>)
    %2 = stablehlo.logistic %1#1 : tensor<2x4x2xf16>
    %3 = call @expected() : () -> tensor<2x4x2xf16>
    stablehlo.custom_call @check.expect_close(%2, %3) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<2x4x2xf16>, tensor<2x4x2xf16>) -> ()
    return %2 : tensor<2x4x2xf16>
  }
}
