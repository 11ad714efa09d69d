// hlo-cts reproducer of program-42: compile-rejected
// the backend rejected a valid program: INTERNAL: during context [hlo verifier]: Seen floating point types of different precisions in %scatter.2 = (f8e5m2[2]{0}, f64[2]{0}) scatter(%Arg_0.5, %Arg_1.5, %Arg_2.3, %constant.2, %constant.3), update_window_dims={0}, inserted_window_dims={}, scatter_dims_to_operand_dims={0}, index_vector_dim=0, to_apply=%region_0.1, metadata={source_file="-" source_line=3 source_end_line=3 source_column=12 source_end_column=12}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xf8E5M2>, tensor<2xf64>, tensor<1xi8>, tensor<0xf8E5M2>, tensor<0xf64>, tensor<2x1xi8>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf8E5M2>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    %c = stablehlo.constant dense<0> : tensor<1xi8>
    %cst_1 = stablehlo.constant dense<> : tensor<0xf8E5M2>
    %cst_2 = stablehlo.constant dense<> : tensor<0xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<2x1xi8>
    return %cst, %cst_0, %c, %cst_1, %cst_2, %c_3 : tensor<2xf8E5M2>, tensor<2xf64>, tensor<1xi8>, tensor<0xf8E5M2>, tensor<0xf64>, tensor<2x1xi8>
  }
  func.func private @expected() -> tensor<2xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf8E5M2>
    return %cst : tensor<2xf8E5M2>
  }
  func.func public @main() -> tensor<2xf8E5M2> {
    %0:6 = call @inputs() : () -> (tensor<2xf8E5M2>, tensor<2xf64>, tensor<1xi8>, tensor<0xf8E5M2>, tensor<0xf64>, tensor<2x1xi8>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f64>, %arg2: tensor<f8E5M2>, %arg3: tensor<f64>):
      %4 = stablehlo.multiply %arg0, %arg2 : tensor<f8E5M2>
      %5 = stablehlo.add %arg1, %arg3 : tensor<f64>
      stablehlo.return %4, %5 : tensor<f8E5M2>, tensor<f64>
    }) : (tensor<2xf8E5M2>, tensor<2xf64>, tensor<1xi8>, tensor<0xf8E5M2>, tensor<0xf64>) -> (tensor<2xf8E5M2>, tensor<2xf64>)
    %2 = "stablehlo.scatter"(%1#0, %0#5, %1#0) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      stablehlo.return %arg1 : tensor<f8E5M2>
    }) : (tensor<2xf8E5M2>, tensor<2x1xi8>, tensor<2xf8E5M2>) -> tensor<2xf8E5M2>
    %3 = call @expected() : () -> tensor<2xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> ()
    return %2 : tensor<2xf8E5M2>
  }
}
