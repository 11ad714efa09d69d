// hlo-cts reproducer of program-2232::op4: fail [chlo.zeta (semantics)]
// tier: ieee-reading (chlo.zeta gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.zeta result 0): 12 element(s) differ (12 number(s) where NaN is due)
// chlo.zeta element [0, 0, 0] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 1] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 2] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 0] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 1] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 2] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 2, 0] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 2, 1] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 2, 2] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 3, 0] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0xFE00 (-NaN)
//   actual    0x7C00 (+Inf)
//   a number where NaN is due
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4x3xf16>, tensor<1x4x3xf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x4x3xf16>
    %cst_0 = stablehlo.constant dense<0xFE00> : tensor<1x4x3xf16>
    return %cst, %cst_0 : tensor<1x4x3xf16>, tensor<1x4x3xf16>
  }
  func.func private @expected() -> tensor<1x4x3xf16> {
    %cst = stablehlo.constant dense<0xFE00> : tensor<1x4x3xf16>
    return %cst : tensor<1x4x3xf16>
  }
  func.func public @main() -> tensor<1x4x3xf16> {
    %0:2 = call @inputs() : () -> (tensor<1x4x3xf16>, tensor<1x4x3xf16>)
    %1 = chlo.zeta %0#0, %0#1 : tensor<1x4x3xf16>, tensor<1x4x3xf16> -> tensor<1x4x3xf16>
    %2 = call @expected() : () -> tensor<1x4x3xf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1x4x3xf16>, tensor<1x4x3xf16>) -> ()
    return %1 : tensor<1x4x3xf16>
  }
}
