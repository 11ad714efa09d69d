// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.convolution` (f64, `lhs_dilate = [2]`, all-zero operand, a kernel element
//   +Inf)
// the backend: 0 at the windows whose +Inf meets a dilation hole
// the spec: the holes are the same `pad`'s interior zeros, so 0 · (+Inf) = NaN there too. (The
//   campaign's signature was an all-zero complex<f64>/f64 operand; without dilation or padding
//   XLA does give NaN)
//
// hlo-cts reproducer of hand-written::dil: fail [stablehlo.convolution (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (custom_call @check.expect_eq operand 0): 2 element(s) differ (max error 0 ulp)
// stablehlo.convolution element [0, 0, 1] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 0 ulp
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 0, 3] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 0 ulp
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1x3xf64>, tensor<1x1x2xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1x3xf64>
    %cst_0 = stablehlo.constant dense<[[[0x7FF0000000000000, 0.000000e+00]]]> : tensor<1x1x2xf64>
    return %cst, %cst_0 : tensor<1x1x3xf64>, tensor<1x1x2xf64>
  }
  func.func private @expected() -> tensor<1x1x4xf64> {
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<1x1x4xf64>
    return %cst : tensor<1x1x4xf64>
  }
  func.func @main() -> tensor<1x1x4xf64> {
    %0:2 = call @inputs() : () -> (tensor<1x1x3xf64>, tensor<1x1x2xf64>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x3xf64>, tensor<1x1x2xf64>) -> tensor<1x1x4xf64>
    %2 = call @expected() : () -> tensor<1x1x4xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1x4xf64>, tensor<1x1x4xf64>) -> ()
    return %1 : tensor<1x1x4xf64>
  }
}
