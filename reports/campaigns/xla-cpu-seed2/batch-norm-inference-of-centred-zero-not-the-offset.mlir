// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.batch_norm_inference` (f32, operand = mean = offset = 0.1, scale 1, variance
//   0, ε 0.001)
// the backend: 0.0999999046 (12 ulp off)
// the spec: batch_norm_inference is its decomposition: `centered_operand = subtract(operand,
//   mean)` is exactly 0, so `add(multiply(scale, 0 / stddev), offset)` is the offset, 0.1,
//   whatever the rounding of each step. XLA's expander computes operand·(scale/σ) + (offset −
//   mean·scale/σ), a rewrite that cancels
//
// hlo-cts reproducer of hand-written::main: fail [stablehlo.batch_norm_inference (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (custom_call @check.expect_eq operand 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.batch_norm_inference element [0] of f32: expected within [0x3DCCCCCC (0.099999994), 0x3DCCCCCE (0.100000009)] (reference 0x3DCCCCCD (1.000000e-01))
//   actual    0x3DCCCCC0 (0.0999999046)
//   error: 12 ulp
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    return %cst, %cst_0, %cst_1 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  }
  func.func private @expected() -> tensor<1xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<1xf32>
    return %cst : tensor<1xf32>
  }
  func.func @main() -> tensor<1xf32> {
    %0:3 = call @inputs() : () -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>)
    %1 = "stablehlo.batch_norm_inference"(%0#0, %0#1, %0#0, %0#0, %0#2) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %2 = call @expected() : () -> tensor<1xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xf32>, tensor<1xf32>) -> ()
    return %1 : tensor<1xf32>
  }
}
