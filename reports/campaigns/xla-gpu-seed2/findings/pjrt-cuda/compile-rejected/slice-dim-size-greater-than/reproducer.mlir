// hlo-cts reproducer of program-8: compile-rejected
// the backend rejected a valid program: during context [hlo verifier]: Slice dim size 1 greater than dynamic slice dimension: 0.
// 	, for instruction %dynamic-slice = f32[1]{0} dynamic-slice(%get-tuple-element.5, %get-tuple-element.1), dynamic_slice_sizes={1}
// 
// Failed after scan_expander
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<0xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst, %cst_0 : tensor<0xf32>, tensor<f32>
  }
  func.func private @expected() -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func public @main() -> tensor<f32> {
    %0:2 = call @inputs() : () -> (tensor<0xf32>, tensor<f32>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=0  {
    ^bb0(%input: tensor<f32>, %carry: tensor<f32>):
      %3 = stablehlo.maximum %input, %carry : tensor<f32>
      stablehlo.return %3, %3 : tensor<f32>, tensor<f32>
    } : (tensor<0xf32>, tensor<f32>) -> (tensor<0xf32>, tensor<f32>)
    %2 = call @expected() : () -> tensor<f32>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
    return %1#1 : tensor<f32>
  }
}
