// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.convolution` (f64, padding 1, a kernel element +Inf)
// the backend: the window over a padding cell gives a finite value
// the spec: convolution pads `lhs` with zeros first (`pad(lhs, 0, lhs_padding, lhs_dilation -
//   1)`) and then sums the window's products, so a padding cell contributes 0 · (+Inf) = NaN
//   (IEEE 754); XLA leaves padding out of the sum, as it does in reduce_window above
//
// hlo-cts reproducer of hand-written::pad: fail [stablehlo.convolution (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (custom_call @check.expect_eq operand 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.convolution element [0, 0, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 0 ulp
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1x2xf64>, tensor<1x1x2xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1x2xf64>
    %cst_0 = stablehlo.constant dense<[[[0x7FF0000000000000, 0.000000e+00]]]> : tensor<1x1x2xf64>
    return %cst, %cst_0 : tensor<1x1x2xf64>, tensor<1x1x2xf64>
  }
  func.func private @expected() -> tensor<1x1x3xf64> {
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<1x1x3xf64>
    return %cst : tensor<1x1x3xf64>
  }
  func.func @main() -> tensor<1x1x3xf64> {
    %0:2 = call @inputs() : () -> (tensor<1x1x2xf64>, tensor<1x1x2xf64>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x2xf64>, tensor<1x1x2xf64>) -> tensor<1x1x3xf64>
    %2 = call @expected() : () -> tensor<1x1x3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1x3xf64>, tensor<1x1x3xf64>) -> ()
    return %1 : tensor<1x1x3xf64>
  }
}
