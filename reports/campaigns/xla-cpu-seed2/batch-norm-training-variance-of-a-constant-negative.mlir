// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.batch_norm_training` (f16, every operand element 1)
// the backend: `batch_var` = −2.44e−4
// the spec: `compute_variance` is the mean of `mul(centered, centered)` with `centered =
//   subtract(operand, mean)`: squares, so never negative in any order or rounding, and here
//   exactly 0 (the mean of 1s is 1). XLA computes E[x²] − E[x]²
//
// hlo-cts reproducer of hand-written::main: fail [stablehlo.batch_norm_training (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (custom_call @check.expect_eq operand 0): 4 element(s) differ (max error 0 ulp)
// stablehlo.batch_norm_training element [0] of f16: expected within [0x8802 (-1.223090e-04), 0x0C1F (2.515320e-04)] (reference 0x0000 (0.000000e+00))
//   actual    0x8C00 (-2.441410e-04)
//   error: 1022 ulp
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_training element [1] of f16: expected within [0x8802 (-1.223090e-04), 0x0C1F (2.515320e-04)] (reference 0x0000 (0.000000e+00))
//   actual    0x8C00 (-2.441410e-04)
//   error: 1022 ulp
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_training element [2] of f16: expected within [0x8802 (-1.223090e-04), 0x0C1F (2.515320e-04)] (reference 0x0000 (0.000000e+00))
//   actual    0x8C00 (-2.441410e-04)
//   error: 1022 ulp
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_training element [3] of f16: expected within [0x8802 (-1.223090e-04), 0x0C1F (2.515320e-04)] (reference 0x0000 (0.000000e+00))
//   actual    0x8C00 (-2.441410e-04)
//   error: 1022 ulp
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4xf16>, tensor<4xf16>, tensor<4xf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4xf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4xf16>
    return %cst, %cst_0, %cst_1 : tensor<3x4xf16>, tensor<4xf16>, tensor<4xf16>
  }
  func.func private @expected() -> tensor<4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf16>
    return %cst : tensor<4xf16>
  }
  func.func @main() -> tensor<4xf16> {
    %0:3 = call @inputs() : () -> (tensor<3x4xf16>, tensor<4xf16>, tensor<4xf16>)
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0#0, %0#1, %0#2) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<3x4xf16>, tensor<4xf16>, tensor<4xf16>) -> (tensor<3x4xf16>, tensor<4xf16>, tensor<4xf16>)
    %1 = call @expected() : () -> tensor<4xf16>
    stablehlo.custom_call @check.expect_eq(%batch_var, %1) {has_side_effect = true} : (tensor<4xf16>, tensor<4xf16>) -> ()
    return %batch_var : tensor<4xf16>
  }
}
