// hlo-cts reproducer of program-68: compile-rejected
// the backend rejected a valid program: during context [hlo verifier]: Seen floating point types of different precisions in %reduce.1 = (f16[], f8e4m3fn[]) reduce(%Arg_0.3, %Arg_1.3, %Arg_2.3, %Arg_3.3), dimensions={0,1}, to_apply=%region_0.1, metadata={source_file="-" source_line=3 source_end_line=3 source_column=28 source_end_column=28}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1xf16>, tensor<1x1xf8E4M3FN>, tensor<f16>, tensor<f8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x1xf8E4M3FN>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FN>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<1x1xf16>, tensor<1x1xf8E4M3FN>, tensor<f16>, tensor<f8E4M3FN>
  }
  func.func private @expected() -> (tensor<f16>, tensor<f8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FN>
    return %cst, %cst_0 : tensor<f16>, tensor<f8E4M3FN>
  }
  func.func public @main() -> (tensor<f16>, tensor<f8E4M3FN>) {
    %0:4 = call @inputs() : () -> (tensor<1x1xf16>, tensor<1x1xf8E4M3FN>, tensor<f16>, tensor<f8E4M3FN>)
    %1:2 = stablehlo.reduce(%0#0 init: %0#2), (%0#1 init: %0#3) across dimensions = [0, 1] : (tensor<1x1xf16>, tensor<1x1xf8E4M3FN>, tensor<f16>, tensor<f8E4M3FN>) -> (tensor<f16>, tensor<f8E4M3FN>)
     reducer(%arg0: tensor<f16>, %arg2: tensor<f16>) (%arg1: tensor<f8E4M3FN>, %arg3: tensor<f8E4M3FN>)  {
      %3 = stablehlo.add %arg0, %arg2 : tensor<f16>
      %4 = stablehlo.minimum %arg1, %arg3 : tensor<f8E4M3FN>
      stablehlo.return %3, %4 : tensor<f16>, tensor<f8E4M3FN>
    }
    %2:2 = call @expected() : () -> (tensor<f16>, tensor<f8E4M3FN>)
    stablehlo.custom_call @check.expect_eq(%1#0, %2#0) {has_side_effect = true} : (tensor<f16>, tensor<f16>) -> ()
    stablehlo.custom_call @check.expect_eq(%1#1, %2#1) {has_side_effect = true} : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> ()
    return %1#0, %1#1 : tensor<f16>, tensor<f8E4M3FN>
  }
}
