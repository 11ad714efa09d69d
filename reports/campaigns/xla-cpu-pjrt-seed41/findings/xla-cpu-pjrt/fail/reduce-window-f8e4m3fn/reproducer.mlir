// hlo-cts reproducer of program-1501/set-1::op3: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.reduce_window element [1, 1] of f8E4M3FN: expected no finite value, or NaN (reference 0x7F (NaN))
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified reduction (maximum)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2xf8E4M3FN>, tensor<f8E4M3FN>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0xFF], [0.000000e+00, 0.000000e+00]]> : tensor<3x2xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FN>
    return %cst, %cst_0 : tensor<3x2xf8E4M3FN>, tensor<f8E4M3FN>
  }
  func.func private @expected() -> tensor<2x2xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0x7F]]> : tensor<2x2xf8E4M3FN>
    return %cst : tensor<2x2xf8E4M3FN>
  }
  func.func public @main() -> tensor<2x2xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<3x2xf8E4M3FN>, tensor<f8E4M3FN>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<3x2xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<2x2xf8E4M3FN>
    %2 = call @expected() : () -> tensor<2x2xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2xf8E4M3FN>, tensor<2x2xf8E4M3FN>) -> ()
    return %1 : tensor<2x2xf8E4M3FN>
  }
}
