// hlo-cts reproducer of program-336: compile-rejected
// the backend rejected a valid program: during context [hlo verifier]: Slice dim size 1 greater than dynamic slice dimension: 0.
// 	, for instruction %dynamic-slice = s8[1]{0} dynamic-slice(%get-tuple-element.5, %get-tuple-element.1), dynamic_slice_sizes={1}
// 
// Failed after scan_expander
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<0xi8>, tensor<i8>) {
    %c = stablehlo.constant dense<> : tensor<0xi8>
    %c_0 = stablehlo.constant dense<0> : tensor<i8>
    return %c, %c_0 : tensor<0xi8>, tensor<i8>
  }
  func.func private @expected() -> tensor<i8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    return %c : tensor<i8>
  }
  func.func public @main() -> tensor<i8> {
    %0:2 = call @inputs() : () -> (tensor<0xi8>, tensor<i8>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=0  {
    ^bb0(%input: tensor<i8>, %carry: tensor<i8>):
      %3 = stablehlo.maximum %input, %carry : tensor<i8>
      stablehlo.return %3, %3 : tensor<i8>, tensor<i8>
    } : (tensor<0xi8>, tensor<i8>) -> (tensor<0xi8>, tensor<i8>)
    %2 = call @expected() : () -> tensor<i8>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<i8>, tensor<i8>) -> ()
    return %1#1 : tensor<i8>
  }
}
