// hlo-cts reproducer of program-2890/set-1::op2: fail [chlo.broadcast_minimum (semantics)]
// tier: semantic (chlo.broadcast_minimum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_minimum result 0): 10 element(s) differ (10 number(s) where NaN is due)
// chlo.broadcast_minimum element [0, 0, 0] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [0, 0, 1] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [0, 0, 2] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [0, 0, 3] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [0, 0, 4] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [1, 0, 0] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [1, 0, 1] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [1, 0, 2] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [1, 0, 3] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_minimum element [1, 0, 4] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x5xbf16>, tensor<2x1x5xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x5xbf16>
    %cst_0 = stablehlo.constant dense<0xFFC0> : tensor<2x1x5xbf16>
    return %cst, %cst_0 : tensor<1x5xbf16>, tensor<2x1x5xbf16>
  }
  func.func private @expected() -> tensor<2x1x5xbf16> {
    %cst = stablehlo.constant dense<0xFFC0> : tensor<2x1x5xbf16>
    return %cst : tensor<2x1x5xbf16>
  }
  func.func public @main() -> tensor<2x1x5xbf16> {
    %0:2 = call @inputs() : () -> (tensor<1x5xbf16>, tensor<2x1x5xbf16>)
    %1 = chlo.broadcast_minimum %0#0, %0#1 : (tensor<1x5xbf16>, tensor<2x1x5xbf16>) -> tensor<2x1x5xbf16>
    %2 = call @expected() : () -> tensor<2x1x5xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1x5xbf16>, tensor<2x1x5xbf16>) -> ()
    return %1 : tensor<2x1x5xbf16>
  }
}
