// hlo-cts reproducer of program-597/set-1::op1: fail [stablehlo.reduce (semantics)]
// tier: semantic (stablehlo.reduce gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.reduce element [0] of bf16: expected no finite value, or NaN (reference 0x7FC0 (NaN))
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified reduction (maximum)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x2xbf16>, tensor<bf16>) {
    %cst = stablehlo.constant dense<[[0x7FC0, 0.000000e+00]]> : tensor<1x2xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    return %cst, %cst_0 : tensor<1x2xbf16>, tensor<bf16>
  }
  func.func private @expected() -> tensor<1xbf16> {
    %cst = stablehlo.constant dense<0x7FC0> : tensor<1xbf16>
    return %cst : tensor<1xbf16>
  }
  func.func public @main() -> tensor<1xbf16> {
    %0:2 = call @inputs() : () -> (tensor<1x2xbf16>, tensor<bf16>)
    %1 = stablehlo.reduce(%0#0 init: %0#1) applies stablehlo.maximum across dimensions = [1] : (tensor<1x2xbf16>, tensor<bf16>) -> tensor<1xbf16>
    %2 = call @expected() : () -> tensor<1xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xbf16>, tensor<1xbf16>) -> ()
    return %1 : tensor<1xbf16>
  }
}
