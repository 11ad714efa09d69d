// hlo-cts reproducer of program-15186/set-1::op3: fail [stablehlo.maximum (semantics)]
// tier: semantic (stablehlo.maximum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.maximum result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.maximum element [0, 0] of f8E5M2: expected exactly 0x7E (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1xf8E5M2>, tensor<1x1xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1xf8E5M2>
    %cst_0 = stablehlo.constant dense<0x7E> : tensor<1x1xf8E5M2>
    return %cst, %cst_0 : tensor<1x1xf8E5M2>, tensor<1x1xf8E5M2>
  }
  func.func private @expected() -> tensor<1x1xf8E5M2> {
    %cst = stablehlo.constant dense<0x7E> : tensor<1x1xf8E5M2>
    return %cst : tensor<1x1xf8E5M2>
  }
  func.func public @main() -> tensor<1x1xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<1x1xf8E5M2>, tensor<1x1xf8E5M2>)
    %1 = stablehlo.maximum %0#0, %0#1 : tensor<1x1xf8E5M2>
    %2 = call @expected() : () -> tensor<1x1xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1xf8E5M2>, tensor<1x1xf8E5M2>) -> ()
    return %1 : tensor<1x1xf8E5M2>
  }
}
