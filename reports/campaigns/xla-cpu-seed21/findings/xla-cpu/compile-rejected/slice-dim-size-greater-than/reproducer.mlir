// hlo-cts reproducer of program-152: compile-rejected
// the backend rejected a valid program: INVALID_ARGUMENT: during context [hlo verifier]: Slice dim size 1 greater than dynamic slice dimension: 0.
// 	, for instruction %dynamic-slice = f32[4,1]{1,0} dynamic-slice(%get-tuple-element.5, %constant.2, %get-tuple-element.1), dynamic_slice_sizes={4,1}
// 
// Failed after scan_expander
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x0xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<> : tensor<4x0xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    return %cst, %cst_0 : tensor<4x0xf32>, tensor<4xf32>
  }
  func.func private @expected() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
  func.func public @main() -> tensor<4xf32> {
    %0:2 = call @inputs() : () -> (tensor<4x0xf32>, tensor<4xf32>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=1  {
    ^bb0(%input: tensor<4xf32>, %carry: tensor<4xf32>):
      %3 = stablehlo.minimum %input, %carry : tensor<4xf32>
      stablehlo.return %3, %3 : tensor<4xf32>, tensor<4xf32>
    } : (tensor<4x0xf32>, tensor<4xf32>) -> (tensor<4x0xf32>, tensor<4xf32>)
    %2 = call @expected() : () -> tensor<4xf32>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    return %1#1 : tensor<4xf32>
  }
}
