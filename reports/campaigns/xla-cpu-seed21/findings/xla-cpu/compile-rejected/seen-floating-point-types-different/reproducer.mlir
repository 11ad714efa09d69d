// hlo-cts reproducer of program-277: compile-rejected
// the backend rejected a valid program: INTERNAL: during context [hlo verifier]: Seen floating point types of different precisions in %scatter.1 = (f16[3,3,2]{2,1,0}, f8e5m2[3,3,2]{2,1,0}) scatter(%Arg_0.3, %Arg_1.3, %Arg_2.3, %constant.2, %constant.3), update_window_dims={0,3}, inserted_window_dims={}, scatter_dims_to_operand_dims={2}, input_batching_dims={0}, scatter_indices_batching_dims={0}, index_vector_dim=2, to_apply=%region_0.1, metadata={source_file="-" source_line=3 source_end_line=3 source_column=12 source_end_column=12}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x3x2xf16>, tensor<3x3x2xf8E5M2>, tensor<3x4x1xi8>, tensor<3x3x4x0xf16>, tensor<3x3x4x0xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x2xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<3x3x2xf8E5M2>
    %c = stablehlo.constant dense<0> : tensor<3x4x1xi8>
    %cst_1 = stablehlo.constant dense<> : tensor<3x3x4x0xf16>
    %cst_2 = stablehlo.constant dense<> : tensor<3x3x4x0xf8E5M2>
    return %cst, %cst_0, %c, %cst_1, %cst_2 : tensor<3x3x2xf16>, tensor<3x3x2xf8E5M2>, tensor<3x4x1xi8>, tensor<3x3x4x0xf16>, tensor<3x3x4x0xf8E5M2>
  }
  func.func private @expected() -> tensor<3x3x2xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3x2xf8E5M2>
    return %cst : tensor<3x3x2xf8E5M2>
  }
  func.func public @main() -> tensor<3x3x2xf8E5M2> {
    %0:5 = call @inputs() : () -> (tensor<3x3x2xf16>, tensor<3x3x2xf8E5M2>, tensor<3x4x1xi8>, tensor<3x3x4x0xf16>, tensor<3x3x4x0xf8E5M2>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 3], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f8E5M2>, %arg2: tensor<f16>, %arg3: tensor<f8E5M2>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<f16>
      %4 = stablehlo.multiply %arg1, %arg3 : tensor<f8E5M2>
      stablehlo.return %3, %4 : tensor<f16>, tensor<f8E5M2>
    }) : (tensor<3x3x2xf16>, tensor<3x3x2xf8E5M2>, tensor<3x4x1xi8>, tensor<3x3x4x0xf16>, tensor<3x3x4x0xf8E5M2>) -> (tensor<3x3x2xf16>, tensor<3x3x2xf8E5M2>)
    %2 = call @expected() : () -> tensor<3x3x2xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<3x3x2xf8E5M2>, tensor<3x3x2xf8E5M2>) -> ()
    return %1#1 : tensor<3x3x2xf8E5M2>
  }
}
