// hlo-cts reproducer of program-1553::op1: fail [chlo.broadcast_polygamma (semantics)]
// tier: ieee-reading (chlo.broadcast_polygamma gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_polygamma result 0): 4 element(s) differ (4 NaN(s) where a number is due)
// chlo.polygamma element [0, 0] of f16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [0, 1] of f16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [0, 2] of f16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
// chlo.polygamma element [0, 3] of f16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x0000 (0.000000e+00))
//   actual    0xFE00 (-NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4xf16>, tensor<1x4xf16>) {
    %cst = stablehlo.constant dense<7.450000e+02> : tensor<1x4xf16>
    %cst_0 = stablehlo.constant dense<2.628000e+03> : tensor<1x4xf16>
    return %cst, %cst_0 : tensor<1x4xf16>, tensor<1x4xf16>
  }
  func.func private @expected() -> tensor<1x4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x4xf16>
    return %cst : tensor<1x4xf16>
  }
  func.func public @main() -> tensor<1x4xf16> {
    %0:2 = call @inputs() : () -> (tensor<1x4xf16>, tensor<1x4xf16>)
    %1 = chlo.broadcast_polygamma %0#0, %0#1 : (tensor<1x4xf16>, tensor<1x4xf16>) -> tensor<1x4xf16>
    %2 = call @expected() : () -> tensor<1x4xf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1x4xf16>, tensor<1x4xf16>) -> ()
    return %1 : tensor<1x4xf16>
  }
}
