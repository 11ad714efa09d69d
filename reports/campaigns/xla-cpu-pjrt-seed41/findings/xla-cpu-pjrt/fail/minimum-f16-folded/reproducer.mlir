// hlo-cts reproducer of program-8357::op2: fail [stablehlo.minimum (semantics)]
// tier: semantic (stablehlo.minimum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.minimum result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.minimum element [0, 3] of f16: expected exactly 0xFE00 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x4xf16>
    return %cst : tensor<1x4xf16>
  }
  func.func private @expected() -> tensor<1x4xf16> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, -1.383210e-02, 0xFE00]]> : tensor<1x4xf16>
    return %cst : tensor<1x4xf16>
  }
  func.func public @main() -> tensor<1x4xf16> {
    %0 = call @inputs() : () -> tensor<1x4xf16>
    %cst = stablehlo.constant dense<[[1.961000e+03, 4.924770e-03, -1.383210e-02, 0xFE00]]> : tensor<1x4xf16>
    %1 = stablehlo.minimum %cst, %0 : tensor<1x4xf16>
    %2 = call @expected() : () -> tensor<1x4xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x4xf16>, tensor<1x4xf16>) -> ()
    return %1 : tensor<1x4xf16>
  }
}
