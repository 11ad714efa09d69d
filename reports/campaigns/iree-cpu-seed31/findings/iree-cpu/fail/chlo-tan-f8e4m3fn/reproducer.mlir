// hlo-cts reproducer of program-4030/set-1::op0: fail [chlo.tan (semantics)]
// tier: ieee-reading (chlo.tan gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.tan result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.tan element [0] of f8E4M3FN: expected within 18446744073709551600 ulp of the correctly rounded 0xFF (-NaN)
//   actual    0x34 (7.500000e-01)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1xf8E4M3FN> {
    %cst = stablehlo.constant dense<0xFF> : tensor<1xf8E4M3FN>
    return %cst : tensor<1xf8E4M3FN>
  }
  func.func private @expected() -> tensor<1xf8E4M3FN> {
    %cst = stablehlo.constant dense<0xFF> : tensor<1xf8E4M3FN>
    return %cst : tensor<1xf8E4M3FN>
  }
  func.func public @main() -> tensor<1xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<1xf8E4M3FN>
    %1 = chlo.tan %0 : tensor<1xf8E4M3FN> -> tensor<1xf8E4M3FN>
    %2 = call @expected() : () -> tensor<1xf8E4M3FN>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) -> ()
    return %1 : tensor<1xf8E4M3FN>
  }
}
