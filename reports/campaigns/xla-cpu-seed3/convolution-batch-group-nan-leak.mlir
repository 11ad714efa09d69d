// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.convolution` (bf16, `batch_group_count = 2`, a NaN kernel element of output
//   feature 0, the operand 0)
// the backend: NaN in output feature 2
// the spec: output features 2..3 form batch group 1, which uses its own kernel slice: 0
//
// hlo-cts reproducer of program-1148::op3: fail [stablehlo.convolution (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.convolution result 0): 4 element(s) differ (max error 0 ulp)
// stablehlo.convolution element [2, 0, 0] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   error: NaN mismatch
//   inputs    order-unspecified convolution sum of 4 products (u_in=0 u_prod=0 u_acc=0.00390625)
// stablehlo.convolution element [2, 0, 1] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   error: NaN mismatch
//   inputs    order-unspecified convolution sum of 4 products (u_in=0 u_prod=0 u_acc=0.00390625)
// stablehlo.convolution element [2, 0, 2] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   error: NaN mismatch
//   inputs    order-unspecified convolution sum of 4 products (u_in=0 u_prod=0 u_acc=0.00390625)
// stablehlo.convolution element [2, 0, 3] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   error: NaN mismatch
//   inputs    order-unspecified convolution sum of 4 products (u_in=0 u_prod=0 u_acc=0.00390625)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x2x5xbf16>, tensor<2x2x4xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x5xbf16>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0x7F81, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<2x2x4xbf16>
    return %cst, %cst_0 : tensor<2x2x5xbf16>, tensor<2x2x4xbf16>
  }
  func.func private @expected() -> tensor<4x1x4xbf16> {
    %cst = stablehlo.constant dense<[[[0x7FC0, 0x7FC0, 0x7FC0, 0x7FC0]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<4x1x4xbf16>
    return %cst : tensor<4x1x4xbf16>
  }
  func.func public @main() -> tensor<4x1x4xbf16> {
    %0:2 = call @inputs() : () -> (tensor<2x2x5xbf16>, tensor<2x2x4xbf16>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [f, b, 0]x[0, i, o]->[f, b, 0], window = {stride = [2], lhs_dilate = [2]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x2x5xbf16>, tensor<2x2x4xbf16>) -> tensor<4x1x4xbf16>
    %2 = call @expected() : () -> tensor<4x1x4xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x1x4xbf16>, tensor<4x1x4xbf16>) -> ()
    return %1 : tensor<4x1x4xbf16>
  }
}
