// hlo-cts reproducer of program-1220::op3: fail [stablehlo.convolution (semantics)]
// tier: semantic (stablehlo.convolution gives NaN where IEEE-754 arithmetic gives a number; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.convolution result 0): 2 element(s) differ (2 NaN(s) where a number is due)
// stablehlo.convolution element [3, 0, 2] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [3, 0, 3] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4x1xf32>, tensor<2x1x4xf32>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0xFFC00000], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]]]> : tensor<4x4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x4xf32>
    return %cst, %cst_0 : tensor<4x4x1xf32>, tensor<2x1x4xf32>
  }
  func.func private @expected() -> tensor<6x2x4xf32> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0x7FC00000, 0x7FC00000], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0x7FC00000, 0x7FC00000], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<6x2x4xf32>
    return %cst : tensor<6x2x4xf32>
  }
  func.func public @main() -> tensor<6x2x4xf32> {
    %0:2 = call @inputs() : () -> (tensor<4x4x1xf32>, tensor<2x1x4xf32>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [0, b, f]x[0, i, o]->[0, b, f], window = {pad = [[0, 1]], lhs_dilate = [2], rhs_dilate = [2]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x4x1xf32>, tensor<2x1x4xf32>) -> tensor<6x2x4xf32>
    %2 = call @expected() : () -> tensor<6x2x4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<6x2x4xf32>, tensor<6x2x4xf32>) -> ()
    return %1 : tensor<6x2x4xf32>
  }
}
