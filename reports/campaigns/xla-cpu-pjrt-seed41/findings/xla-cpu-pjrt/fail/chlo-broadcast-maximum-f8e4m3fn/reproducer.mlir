// hlo-cts reproducer of program-7152/set-1::op3: fail [chlo.broadcast_maximum (semantics)]
// tier: semantic (chlo.broadcast_maximum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_maximum result 0): 5 element(s) differ (5 number(s) where NaN is due)
// chlo.broadcast_maximum element [0] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [1] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [2] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [3] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [4] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0x7F> : tensor<5xf8E4M3FN>
    return %cst, %cst_0 : tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<5xf8E4M3FN> {
    %cst = stablehlo.constant dense<0x7F> : tensor<5xf8E4M3FN>
    return %cst : tensor<5xf8E4M3FN>
  }
  func.func public @main() -> tensor<5xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>)
    %1 = chlo.broadcast_maximum %0#0, %0#1 : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) -> tensor<5xf8E4M3FN>
    %2 = call @expected() : () -> tensor<5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) -> ()
    return %1 : tensor<5xf8E4M3FN>
  }
}
