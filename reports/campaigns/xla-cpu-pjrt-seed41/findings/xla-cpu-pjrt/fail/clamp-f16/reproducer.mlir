// hlo-cts reproducer of program-1662/set-1::op2: fail [stablehlo.clamp (semantics)]
// tier: semantic (stablehlo.clamp gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.clamp result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.clamp element [0, 0, 0] of f16: expected exactly 0xFE00 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1x1xf16>, tensor<1x1x1xf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1xf16>
    %cst_0 = stablehlo.constant dense<0xFE00> : tensor<1x1x1xf16>
    return %cst, %cst_0 : tensor<1x1x1xf16>, tensor<1x1x1xf16>
  }
  func.func private @expected() -> tensor<1x1x1xf16> {
    %cst = stablehlo.constant dense<0xFE00> : tensor<1x1x1xf16>
    return %cst : tensor<1x1x1xf16>
  }
  func.func public @main() -> tensor<1x1x1xf16> {
    %0:2 = call @inputs() : () -> (tensor<1x1x1xf16>, tensor<1x1x1xf16>)
    %1 = stablehlo.clamp %0#0, %0#1, %0#0 : tensor<1x1x1xf16>
    %2 = call @expected() : () -> tensor<1x1x1xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1x1xf16>, tensor<1x1x1xf16>) -> ()
    return %1 : tensor<1x1x1xf16>
  }
}
