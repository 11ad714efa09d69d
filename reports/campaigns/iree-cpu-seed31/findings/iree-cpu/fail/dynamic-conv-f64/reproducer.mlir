// hlo-cts reproducer of program-3547::op8: fail [stablehlo.dynamic_conv (semantics)]
// tier: ieee-reading (stablehlo.dynamic_conv differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_conv result 0): 1 element(s) differ (1 NaN(s) where a number is due)
// stablehlo.dynamic_conv element [0, 0, 0] of f64: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0.0078125 u_prod=0 u_acc=0.00012207)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1x1xf64>, tensor<2x1x1xf64>) {
    %cst = stablehlo.constant dense<[[[0x7FF0000000000000]], [[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]]]> : tensor<5x1x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x1xf64>
    return %cst, %cst_0 : tensor<5x1x1xf64>, tensor<2x1x1xf64>
  }
  func.func private @expected() -> tensor<8x1x1xf64> {
    %cst = stablehlo.constant dense<[[[0.000000e+00]], [[0x7FF8000000000000]], [[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]]]> : tensor<8x1x1xf64>
    return %cst : tensor<8x1x1xf64>
  }
  func.func public @main() -> tensor<8x1x1xf64> {
    %0:2 = call @inputs() : () -> (tensor<5x1x1xf64>, tensor<2x1x1xf64>)
    %c = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi32>
    %1 = "stablehlo.dynamic_conv"(%0#0, %0#1, %c) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[0, b, f]x[0, i, o]->[0, f, b]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2>, rhs_dilation = array<i64: 2>}> : (tensor<5x1x1xf64>, tensor<2x1x1xf64>, tensor<1x2xi32>) -> tensor<8x1x1xf64>
    %2 = call @expected() : () -> tensor<8x1x1xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<8x1x1xf64>, tensor<8x1x1xf64>) -> ()
    return %1 : tensor<8x1x1xf64>
  }
}
