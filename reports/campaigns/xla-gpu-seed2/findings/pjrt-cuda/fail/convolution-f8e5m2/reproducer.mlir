// hlo-cts reproducer of program-1377/set-1::op2: fail [stablehlo.convolution (semantics)]
// tier: ieee-reading (stablehlo.convolution misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.convolution result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.convolution element [0, 1] of f8E5M2: expected no finite value, or +Inf (reference 0x7C (+Inf))
//   actual    0x7B (5.734400e+04)
//   a finite value where +Inf is due
//   inputs    order-unspecified convolution sum of 2 products (u_in=0 u_prod=0 u_acc=0.125)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x2xf8E5M2>, tensor<2x1xf8E5M2>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0x7C]]> : tensor<2x2xf8E5M2>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x1xf8E5M2>
    return %cst, %cst_0 : tensor<2x2xf8E5M2>, tensor<2x1xf8E5M2>
  }
  func.func private @expected() -> tensor<1x2xf8E5M2> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0x7C]]> : tensor<1x2xf8E5M2>
    return %cst : tensor<1x2xf8E5M2>
  }
  func.func public @main() -> tensor<1x2xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<2x2xf8E5M2>, tensor<2x1xf8E5M2>)
    %1 = stablehlo.convolution(%0#0, %0#1) dim_numbers = [b, f]x[i, o]->[f, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x2xf8E5M2>, tensor<2x1xf8E5M2>) -> tensor<1x2xf8E5M2>
    %2 = call @expected() : () -> tensor<1x2xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2xf8E5M2>, tensor<1x2xf8E5M2>) -> ()
    return %1 : tensor<1x2xf8E5M2>
  }
}
