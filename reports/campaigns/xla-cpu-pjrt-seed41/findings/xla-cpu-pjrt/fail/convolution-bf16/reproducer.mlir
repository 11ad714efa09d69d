// hlo-cts reproducer of program-2101/set-1::op1: fail [stablehlo.convolution (semantics)]
// tier: semantic (stablehlo.convolution gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.convolution result 0): 2 element(s) differ (2 number(s) where NaN is due)
// stablehlo.convolution element [1, 0, 0] of bf16: expected no finite value, or NaN (reference 0x7FC0 (NaN))
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0 u_prod=0 u_acc=0.00390625)
// stablehlo.convolution element [1, 1, 0] of bf16: expected no finite value, or NaN (reference 0x7FC0 (NaN))
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0 u_prod=0 u_acc=0.00390625)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x2x2xbf16>, tensor<4x1x2xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x2xbf16>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00]], [[0x7F81, 0.000000e+00]], [[0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00]]]> : tensor<4x1x2xbf16>
    return %cst, %cst_0 : tensor<2x2x2xbf16>, tensor<4x1x2xbf16>
  }
  func.func private @expected() -> tensor<4x2x1xbf16> {
    %cst = stablehlo.constant dense<[[[0.000000e+00], [0.000000e+00]], [[0x7FC0], [0x7FC0]], [[0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00]]]> : tensor<4x2x1xbf16>
    return %cst : tensor<4x2x1xbf16>
  }
  func.func public @main() -> tensor<4x2x1xbf16> {
    %0:2 = call @inputs() : () -> (tensor<2x2x2xbf16>, tensor<4x1x2xbf16>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [f, b, 0]x[o, i, 0]->[f, b, 0], window = {pad = [[0, 1]], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x2x2xbf16>, tensor<4x1x2xbf16>) -> tensor<4x2x1xbf16>
    %2 = call @expected() : () -> tensor<4x2x1xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x2x1xbf16>, tensor<4x2x1xbf16>) -> ()
    return %1 : tensor<4x2x1xbf16>
  }
}
