// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.scan` over a dimension of size 0
// the backend: `'stablehlo.dynamic_slice' op failed to infer returned types` (IREE's own
//   lowering slices 1 of 0)
// the spec: a valid program: the scan runs its body zero times and returns the init
//
// hlo-cts reproducer of program-8: compile-rejected
// the backend rejected a valid program: <stdin>:3:12: error: has slice size 1 greater than dimension size 0 in dimension 0 of operand
// <stdin>:3:12: error: 'stablehlo.dynamic_slice' op failed to infer returned types
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<0xf32>, tensor<f32>, tensor<i1>, tensor<0xf64>, tensor<f64>) {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %cst_1 = stablehlo.constant dense<> : tensor<0xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    return %cst, %cst_0, %c, %cst_1, %cst_2 : tensor<0xf32>, tensor<f32>, tensor<i1>, tensor<0xf64>, tensor<f64>
  }
  func.func private @expected() -> tensor<0xf64> {
    %cst = stablehlo.constant dense<> : tensor<0xf64>
    return %cst : tensor<0xf64>
  }
  func.func public @main() -> tensor<0xf64> {
    %0:5 = call @inputs() : () -> (tensor<0xf32>, tensor<f32>, tensor<i1>, tensor<0xf64>, tensor<f64>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=0  {
    ^bb0(%input: tensor<f32>, %carry: tensor<f32>):
      %5 = stablehlo.maximum %input, %carry : tensor<f32>
      stablehlo.return %5, %5 : tensor<f32>, tensor<f32>
    } : (tensor<0xf32>, tensor<f32>) -> (tensor<0xf32>, tensor<f32>)
    %2 = "stablehlo.if"(%0#2) ({
      stablehlo.return %0#1 : tensor<f32>
    }, {
      stablehlo.return %1#1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    %3:2 = stablehlo.reduce(%0#0 init: %2), (%0#3 init: %0#4) across dimensions = [] : (tensor<0xf32>, tensor<0xf64>, tensor<f32>, tensor<f64>) -> (tensor<0xf32>, tensor<0xf64>)
     reducer(%arg0: tensor<f32>, %arg2: tensor<f32>) (%arg1: tensor<f64>, %arg3: tensor<f64>)  {
      %5 = stablehlo.minimum %arg0, %arg2 : tensor<f32>
      %6 = stablehlo.minimum %arg1, %arg3 : tensor<f64>
      stablehlo.return %5, %6 : tensor<f32>, tensor<f64>
    }
    %4 = call @expected() : () -> tensor<0xf64>
    stablehlo.custom_call @check.expect_eq(%3#1, %4) {has_side_effect = true} : (tensor<0xf64>, tensor<0xf64>) -> ()
    return %3#1 : tensor<0xf64>
  }
}
