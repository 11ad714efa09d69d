// hlo-cts reproducer of program-1350/set-1::op0: fail [chlo.zeta (semantics)]
// tier: ieee-reading (chlo.zeta gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.zeta result 0): 30 element(s) differ (30 NaN(s) where a number is due)
// chlo.zeta element [0, 0, 0] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 0, 1] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 0, 2] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 0, 3] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 0, 4] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 1, 0] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 1, 1] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 1, 2] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 1, 3] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 1, 4] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000000000000000 (0.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// ... and 20 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x3x5xf64> {
    %cst = stablehlo.constant dense<1.7976931348623157E+308> : tensor<2x3x5xf64>
    return %cst : tensor<2x3x5xf64>
  }
  func.func private @expected() -> tensor<2x3x5xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x3x5xf64>
    return %cst : tensor<2x3x5xf64>
  }
  func.func public @main() -> tensor<2x3x5xf64> {
    %0 = call @inputs() : () -> tensor<2x3x5xf64>
    %1 = chlo.zeta %0, %0 : tensor<2x3x5xf64>, tensor<2x3x5xf64> -> tensor<2x3x5xf64>
    %2 = call @expected() : () -> tensor<2x3x5xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<2x3x5xf64>, tensor<2x3x5xf64>) -> ()
    return %1 : tensor<2x3x5xf64>
  }
}
