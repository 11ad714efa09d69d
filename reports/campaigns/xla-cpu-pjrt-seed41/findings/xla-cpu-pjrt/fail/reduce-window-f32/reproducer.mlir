// hlo-cts reproducer of program-332::op4: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.reduce_window element [2, 1, 0] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified reduction (maximum)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x5x2xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0xFFFFFFFF, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]]> : tensor<5x5x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst, %cst_0 : tensor<5x5x2xf32>, tensor<f32>
  }
  func.func private @expected() -> tensor<3x6x1xf32> {
    %cst = stablehlo.constant dense<[[[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0x7FC00000], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]]]> : tensor<3x6x1xf32>
    return %cst : tensor<3x6x1xf32>
  }
  func.func public @main() -> tensor<3x6x1xf32> {
    %0:2 = call @inputs() : () -> (tensor<5x5x2xf32>, tensor<f32>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 1, 1>, padding = dense<[[0, 1], [1, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 2, 2, 1>, window_dimensions = array<i64: 3, 1, 1>, window_strides = array<i64: 2, 1, 2>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<5x5x2xf32>, tensor<f32>) -> tensor<3x6x1xf32>
    %2 = call @expected() : () -> tensor<3x6x1xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x6x1xf32>, tensor<3x6x1xf32>) -> ()
    return %1 : tensor<3x6x1xf32>
  }
}
