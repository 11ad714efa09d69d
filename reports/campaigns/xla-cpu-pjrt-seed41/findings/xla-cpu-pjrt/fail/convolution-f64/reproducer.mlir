// hlo-cts reproducer of program-2165/set-1::op5: fail [stablehlo.convolution (semantics)]
// tier: semantic (stablehlo.convolution gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.convolution result 0): 4 element(s) differ (4 number(s) where NaN is due)
// stablehlo.convolution element [0, 1, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 6 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 3, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 6 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 5, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 6 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 7, 0] of f64: expected no finite value, or NaN (reference 0x7FF8000000000000 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 6 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x1x2xf64>, tensor<5x1x2xf64>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0x7FF0000000000001]]]> : tensor<3x1x2xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x1x2xf64>
    return %cst, %cst_0 : tensor<3x1x2xf64>, tensor<5x1x2xf64>
  }
  func.func private @expected() -> tensor<1x8x1xf64> {
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<1x8x1xf64>
    return %cst : tensor<1x8x1xf64>
  }
  func.func public @main() -> tensor<1x8x1xf64> {
    %0:2 = call @inputs() : () -> (tensor<3x1x2xf64>, tensor<5x1x2xf64>)
    %1 = stablehlo.convolution(%0#1, %0#0) dim_numbers = [0, b, f]x[0, o, i]->[b, 0, f], window = {pad = [[0, 1]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<5x1x2xf64>, tensor<3x1x2xf64>) -> tensor<1x8x1xf64>
    %2 = call @expected() : () -> tensor<1x8x1xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x8x1xf64>, tensor<1x8x1xf64>) -> ()
    return %1 : tensor<1x8x1xf64>
  }
}
