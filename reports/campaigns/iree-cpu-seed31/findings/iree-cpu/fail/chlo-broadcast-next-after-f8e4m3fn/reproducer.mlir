// hlo-cts reproducer of program-427/set-1::op0: fail [chlo.broadcast_next_after (semantics)]
// tier: semantic (chlo.broadcast_next_after gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_next_after result 0): 16 element(s) differ (16 number(s) where NaN is due)
// chlo.broadcast_next_after element [0, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [0, 1] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [0, 2] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [0, 3] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [1, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [1, 1] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [1, 2] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [1, 3] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [2, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// chlo.broadcast_next_after element [2, 1] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xFE (-4.480000e+02)
//   a number where NaN is due
// ... and 6 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4xf8E4M3FN>, tensor<f8E4M3FN>) {
    %cst = stablehlo.constant dense<0xFF> : tensor<4x4xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FN>
    return %cst, %cst_0 : tensor<4x4xf8E4M3FN>, tensor<f8E4M3FN>
  }
  func.func private @expected() -> tensor<4x4xf8E4M3FN> {
    %cst = stablehlo.constant dense<0xFF> : tensor<4x4xf8E4M3FN>
    return %cst : tensor<4x4xf8E4M3FN>
  }
  func.func public @main() -> tensor<4x4xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<4x4xf8E4M3FN>, tensor<f8E4M3FN>)
    %1 = chlo.broadcast_next_after %0#0, %0#1 : (tensor<4x4xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<4x4xf8E4M3FN>
    %2 = call @expected() : () -> tensor<4x4xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>) -> ()
    return %1 : tensor<4x4xf8E4M3FN>
  }
}
