// hlo-cts reproducer of program-4055::op2: fail [chlo.broadcast_polygamma (semantics)]
// tier: ieee-reading (chlo.broadcast_polygamma gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_polygamma result 0): 5 element(s) differ (5 NaN(s) where a number is due)
// chlo.polygamma element [2, 0, 2] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF80 (-Inf))
//   actual    0x7FFF (NaN)
//   NaN where a number is due
// chlo.polygamma element [2, 1, 2] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF80 (-Inf))
//   actual    0x7FFF (NaN)
//   NaN where a number is due
// chlo.polygamma element [2, 2, 2] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF80 (-Inf))
//   actual    0x7FFF (NaN)
//   NaN where a number is due
// chlo.polygamma element [2, 3, 2] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF80 (-Inf))
//   actual    0x7FFF (NaN)
//   NaN where a number is due
// chlo.polygamma element [2, 4, 2] of bf16: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF80 (-Inf))
//   actual    0x7FFF (NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5x5xbf16>, tensor<3x1x5xbf16>) {
    %cst = stablehlo.constant dense<1.660000e+02> : tensor<3x5x5xbf16>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<3x1x5xbf16>
    return %cst, %cst_0 : tensor<3x5x5xbf16>, tensor<3x1x5xbf16>
  }
  func.func private @expected() -> tensor<3x5x5xbf16> {
    %cst = stablehlo.constant dense<[[[0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0]], [[0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0, 0xFFC0]], [[0xFFC0, 0xFFC0, 0xFF80, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFF80, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFF80, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFF80, 0xFFC0, 0xFFC0], [0xFFC0, 0xFFC0, 0xFF80, 0xFFC0, 0xFFC0]]]> : tensor<3x5x5xbf16>
    return %cst : tensor<3x5x5xbf16>
  }
  func.func public @main() -> tensor<3x5x5xbf16> {
    %0:2 = call @inputs() : () -> (tensor<3x5x5xbf16>, tensor<3x1x5xbf16>)
    %1 = chlo.broadcast_polygamma %0#0, %0#1 : (tensor<3x5x5xbf16>, tensor<3x1x5xbf16>) -> tensor<3x5x5xbf16>
    %2 = call @expected() : () -> tensor<3x5x5xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x5x5xbf16>, tensor<3x5x5xbf16>) -> ()
    return %1 : tensor<3x5x5xbf16>
  }
}
