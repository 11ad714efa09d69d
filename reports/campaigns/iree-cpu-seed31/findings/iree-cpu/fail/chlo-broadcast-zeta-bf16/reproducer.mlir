// hlo-cts reproducer of program-4174/set-1::op0: fail [chlo.broadcast_zeta (semantics)]
// tier: ieee-reading (chlo.broadcast_zeta gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_zeta result 0): 100 element(s) differ (100 number(s) where NaN is due)
// chlo.zeta element [0, 0, 0] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 1] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 2] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 3] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 4] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 0] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 1] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 2] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 3] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 4] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0xFFC0 (-NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// ... and 90 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x5xbf16>, tensor<4x5x5xbf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x5xbf16>
    %cst_0 = stablehlo.constant dense<0xFFC0> : tensor<4x5x5xbf16>
    return %cst, %cst_0 : tensor<1x5xbf16>, tensor<4x5x5xbf16>
  }
  func.func private @expected() -> tensor<4x5x5xbf16> {
    %cst = stablehlo.constant dense<0xFFC0> : tensor<4x5x5xbf16>
    return %cst : tensor<4x5x5xbf16>
  }
  func.func public @main() -> tensor<4x5x5xbf16> {
    %0:2 = call @inputs() : () -> (tensor<1x5xbf16>, tensor<4x5x5xbf16>)
    %1 = chlo.broadcast_zeta %0#0, %0#1 : (tensor<1x5xbf16>, tensor<4x5x5xbf16>) -> tensor<4x5x5xbf16>
    %2 = call @expected() : () -> tensor<4x5x5xbf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<4x5x5xbf16>, tensor<4x5x5xbf16>) -> ()
    return %1 : tensor<4x5x5xbf16>
  }
}
