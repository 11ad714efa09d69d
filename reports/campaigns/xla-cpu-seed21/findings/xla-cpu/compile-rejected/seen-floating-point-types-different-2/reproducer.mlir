// hlo-cts reproducer of program-852: compile-rejected
// the backend rejected a valid program: INTERNAL: during context [hlo verifier]: Seen floating point types of different precisions in %reduce.1 = (f64[], bf16[]) reduce(%Arg_0.3, %Arg_1.3, %Arg_3.3, %Arg_2.3), dimensions={0}, to_apply=%region_0.1, metadata={source_file="-" source_line=3 source_end_line=3 source_column=28 source_end_column=28}, but mixed precision is disallowed.
// 	
// 
// Suspected Python Code Location:
//   -:3
// 
// Failed after pipeline-start
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xf64>, tensor<1xbf16>, tensor<bf16>, tensor<f64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<1xf64>, tensor<1xbf16>, tensor<bf16>, tensor<f64>
  }
  func.func private @expected() -> (tensor<f64>, tensor<bf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    return %cst, %cst_0 : tensor<f64>, tensor<bf16>
  }
  func.func public @main() -> (tensor<f64>, tensor<bf16>) {
    %0:4 = call @inputs() : () -> (tensor<1xf64>, tensor<1xbf16>, tensor<bf16>, tensor<f64>)
    %1:2 = stablehlo.reduce(%0#0 init: %0#3), (%0#1 init: %0#2) across dimensions = [0] : (tensor<1xf64>, tensor<1xbf16>, tensor<f64>, tensor<bf16>) -> (tensor<f64>, tensor<bf16>)
     reducer(%arg0: tensor<f64>, %arg2: tensor<f64>) (%arg1: tensor<bf16>, %arg3: tensor<bf16>)  {
      %3 = stablehlo.multiply %arg0, %arg2 : tensor<f64>
      %4 = stablehlo.multiply %arg1, %arg3 : tensor<bf16>
      stablehlo.return %3, %4 : tensor<f64>, tensor<bf16>
    }
    %2:2 = call @expected() : () -> (tensor<f64>, tensor<bf16>)
    stablehlo.custom_call @check.expect_eq(%1#0, %2#0) {has_side_effect = true} : (tensor<f64>, tensor<f64>) -> ()
    stablehlo.custom_call @check.expect_eq(%1#1, %2#1) {has_side_effect = true} : (tensor<bf16>, tensor<bf16>) -> ()
    return %1#0, %1#1 : tensor<f64>, tensor<bf16>
  }
}
