// hlo-cts reproducer of program-15925::op1: fail [chlo.broadcast_minimum (semantics)]
// tier: semantic (chlo.broadcast_minimum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_minimum result 0): 2 element(s) differ (2 number(s) where NaN is due)
// chlo.broadcast_minimum element [0, 0, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [0, 1, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<f8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FN>
    return %cst : tensor<f8E4M3FN>
  }
  func.func private @expected() -> tensor<2x3x4xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[[0xFF, -2.148440e-02, 0.000000e+00, 0.000000e+00], [0xFF, -5.000000e-01, 0.000000e+00, -2.343750e-02], [0.000000e+00, -1.200000e+01, -1.100000e+01, -2.343750e-01]], [[-2.560000e+02, -2.560000e+02, 0.000000e+00, -8.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-6.500000e+00, -8.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<2x3x4xf8E4M3FN>
    return %cst : tensor<2x3x4xf8E4M3FN>
  }
  func.func public @main() -> tensor<2x3x4xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<f8E4M3FN>
    %cst = stablehlo.constant dense<[[[0xFF, -2.148440e-02, 6.875000e-01, 3.906250e-02], [0xFF, -5.000000e-01, 8.000000e+00, -2.343750e-02], [1.280000e+02, -1.200000e+01, -1.100000e+01, -2.343750e-01]], [[-2.560000e+02, -2.560000e+02, 2.560000e+02, -8.000000e+00], [3.000000e+00, 4.000000e+00, 1.400000e+01, 1.000000e+00], [-6.500000e+00, -8.000000e+00, 1.953130e-03, 2.560000e+02]]]> : tensor<2x3x4xf8E4M3FN>
    %1 = chlo.broadcast_minimum %cst, %0 : (tensor<2x3x4xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<2x3x4xf8E4M3FN>
    %2 = call @expected() : () -> tensor<2x3x4xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x3x4xf8E4M3FN>, tensor<2x3x4xf8E4M3FN>) -> ()
    return %1 : tensor<2x3x4xf8E4M3FN>
  }
}
