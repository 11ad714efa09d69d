// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.convolution` (f64, `feature_group_count = 2`, a NaN in input feature 0, all
//   else 0)
// the backend: NaN in output feature 1
// the spec: with feature groups, output feature 1 is computed from input feature 1 only (`lhs`
//   split by `feature_group_count`, each part convolved with its own kernel slice): 0
//
// hlo-cts reproducer of program-1751::op2: fail [stablehlo.convolution (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.convolution result 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.convolution element [1, 0, 2] of f64: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0xFFF8000000000000 (-NaN)
//   error: NaN mismatch
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x2x5xf64>, tensor<2x2x1xf64>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0xFFF8000000000000], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<2x2x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x1xf64>
    return %cst, %cst_0 : tensor<2x2x5xf64>, tensor<2x2x1xf64>
  }
  func.func private @expected() -> tensor<2x2x3xf64> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0x7FF8000000000000], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<2x2x3xf64>
    return %cst : tensor<2x2x3xf64>
  }
  func.func public @main() -> tensor<2x2x3xf64> {
    %0:2 = call @inputs() : () -> (tensor<2x2x5xf64>, tensor<2x2x1xf64>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [b, f, 0]x[o, 0, i]->[f, b, 0], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x2x5xf64>, tensor<2x2x1xf64>) -> tensor<2x2x3xf64>
    %2 = call @expected() : () -> tensor<2x2x3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2x3xf64>, tensor<2x2x3xf64>) -> ()
    return %1 : tensor<2x2x3xf64>
  }
}
