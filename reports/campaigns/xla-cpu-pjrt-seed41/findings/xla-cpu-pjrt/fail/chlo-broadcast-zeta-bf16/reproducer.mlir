// hlo-cts reproducer of program-153::op3: fail [chlo.broadcast_zeta (semantics)]
// tier: ieee-reading (chlo.broadcast_zeta gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_zeta result 0): 30 element(s) differ (30 number(s) where NaN is due)
// chlo.zeta element [0, 0, 0] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 1] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 2] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 0] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 1] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 2] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 0, 0] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 0, 1] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 0, 2] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 1, 0] of bf16: expected within 1 ulp of the correctly rounded 0x7FC0 (NaN)
//   actual    0x7F80 (+Inf)
//   a number where NaN is due
// ... and 20 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x2x3xbf16>, tensor<5x2x3xbf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5x2x3xbf16>
    %cst_0 = stablehlo.constant dense<0x7FC0> : tensor<5x2x3xbf16>
    return %cst, %cst_0 : tensor<5x2x3xbf16>, tensor<5x2x3xbf16>
  }
  func.func private @expected() -> tensor<5x2x3xbf16> {
    %cst = stablehlo.constant dense<0x7FC0> : tensor<5x2x3xbf16>
    return %cst : tensor<5x2x3xbf16>
  }
  func.func public @main() -> tensor<5x2x3xbf16> {
    %0:2 = call @inputs() : () -> (tensor<5x2x3xbf16>, tensor<5x2x3xbf16>)
    %1 = chlo.broadcast_zeta %0#0, %0#1 : (tensor<5x2x3xbf16>, tensor<5x2x3xbf16>) -> tensor<5x2x3xbf16>
    %2 = call @expected() : () -> tensor<5x2x3xbf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 1 : i64} : (tensor<5x2x3xbf16>, tensor<5x2x3xbf16>) -> ()
    return %1 : tensor<5x2x3xbf16>
  }
}
