// hlo-cts reproducer of program-1235: compile-rejected
// the backend rejected a valid program: during context [Unknown]: Seen floating point types of different precisions in %scatter.1 = (f32[1,4,2]{2,1,0}, f8e5m2[1,4,2]{2,1,0}) scatter(%Arg_0.3, %Arg_1.3, %Arg_2.3, %constant.2, %constant.3), update_window_dims={0,1,2}, inserted_window_dims={}, scatter_dims_to_operand_dims={0,2,1}, index_vector_dim=0, to_apply=%region_0.1, metadata={source_file="-" source_line=3 source_end_line=3 source_column=12 source_end_column=12}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:3
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4x2xf32>, tensor<1x4x2xf8E5M2>, tensor<3xui32>, tensor<1x0x2xf32>, tensor<1x0x2xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x4x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x4x2xf8E5M2>
    %c = stablehlo.constant dense<0> : tensor<3xui32>
    %cst_1 = stablehlo.constant dense<> : tensor<1x0x2xf32>
    %cst_2 = stablehlo.constant dense<> : tensor<1x0x2xf8E5M2>
    return %cst, %cst_0, %c, %cst_1, %cst_2 : tensor<1x4x2xf32>, tensor<1x4x2xf8E5M2>, tensor<3xui32>, tensor<1x0x2xf32>, tensor<1x0x2xf8E5M2>
  }
  func.func private @expected() -> tensor<1x4x2xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x4x2xf8E5M2>
    return %cst : tensor<1x4x2xf8E5M2>
  }
  func.func public @main() -> tensor<1x4x2xf8E5M2> {
    %0:5 = call @inputs() : () -> (tensor<1x4x2xf32>, tensor<1x4x2xf8E5M2>, tensor<3xui32>, tensor<1x0x2xf32>, tensor<1x0x2xf8E5M2>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 2, 1]>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f8E5M2>, %arg2: tensor<f32>, %arg3: tensor<f8E5M2>):
      %3 = stablehlo.minimum %arg0, %arg2 : tensor<f32>
      %4 = stablehlo.add %arg1, %arg3 : tensor<f8E5M2>
      stablehlo.return %3, %4 : tensor<f32>, tensor<f8E5M2>
    }) : (tensor<1x4x2xf32>, tensor<1x4x2xf8E5M2>, tensor<3xui32>, tensor<1x0x2xf32>, tensor<1x0x2xf8E5M2>) -> (tensor<1x4x2xf32>, tensor<1x4x2xf8E5M2>)
    %2 = call @expected() : () -> tensor<1x4x2xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<1x4x2xf8E5M2>, tensor<1x4x2xf8E5M2>) -> ()
    return %1#1 : tensor<1x4x2xf8E5M2>
  }
}
