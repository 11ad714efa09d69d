// hlo-cts reproducer of program-4276/set-1::op3: fail [stablehlo.convolution (semantics)]
// tier: semantic (stablehlo.convolution gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.convolution result 0): 2 element(s) differ (2 number(s) where NaN is due)
// stablehlo.convolution element [0, 0, 0] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// stablehlo.convolution element [0, 0, 1] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x4x1xf32>, tensor<2x1x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<[[[0x7FC00000]], [[0.000000e+00]]]> : tensor<2x1x1xf32>
    return %cst, %cst_0 : tensor<2x4x1xf32>, tensor<2x1x1xf32>
  }
  func.func private @expected() -> tensor<2x1x2xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<2x1x2xf32>
    return %cst : tensor<2x1x2xf32>
  }
  func.func public @main() -> tensor<2x1x2xf32> {
    %0:2 = call @inputs() : () -> (tensor<2x4x1xf32>, tensor<2x1x1xf32>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [b, 0, f]x[0, i, o]->[0, f, b], window = {stride = [2], pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x1xf32>, tensor<2x1x1xf32>) -> tensor<2x1x2xf32>
    %2 = call @expected() : () -> tensor<2x1x2xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1x2xf32>, tensor<2x1x2xf32>) -> ()
    return %1 : tensor<2x1x2xf32>
  }
}
