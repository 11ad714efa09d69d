// hlo-cts reproducer of program-3242/set-1::op3: fail [chlo.polygamma (semantics)]
// tier: ieee-reading (chlo.polygamma gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.polygamma result 0): 12 element(s) differ (12 NaN(s) where a number is due)
// chlo.polygamma element [0] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [1] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [2] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [3] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [4] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [5] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [6] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [7] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [8] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [9] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<12xbf16>, tensor<12xbf16>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<12xbf16>
    %cst_0 = stablehlo.constant dense<0x7F80> : tensor<12xbf16>
    return %cst, %cst_0 : tensor<12xbf16>, tensor<12xbf16>
  }
  func.func private @expected() -> tensor<12xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<12xbf16>
    return %cst : tensor<12xbf16>
  }
  func.func public @main() -> tensor<12xbf16> {
    %0:2 = call @inputs() : () -> (tensor<12xbf16>, tensor<12xbf16>)
    %1 = chlo.polygamma %0#0, %0#1 : tensor<12xbf16>, tensor<12xbf16> -> tensor<12xbf16>
    %2 = call @expected() : () -> tensor<12xbf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<12xbf16>, tensor<12xbf16>) -> ()
    return %1 : tensor<12xbf16>
  }
}
