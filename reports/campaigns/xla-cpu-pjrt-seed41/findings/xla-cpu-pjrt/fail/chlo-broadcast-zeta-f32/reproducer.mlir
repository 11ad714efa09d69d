// hlo-cts reproducer of program-228::op1: fail [chlo.broadcast_zeta (semantics)]
// tier: ieee-reading (chlo.broadcast_zeta gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_zeta result 0): 20 element(s) differ (20 NaN(s) where a number is due)
// chlo.zeta element [0, 0] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 1] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 2] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [0, 3] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [1, 0] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [1, 1] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [1, 2] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [1, 3] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [2, 0] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// chlo.zeta element [2, 1] of f32: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3F800000 (1.000000e+00))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
// ... and 10 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x4xf32>, tensor<1x4xf32>) {
    %cst = stablehlo.constant dense<7783.32958> : tensor<5x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
    return %cst, %cst_0 : tensor<5x4xf32>, tensor<1x4xf32>
  }
  func.func private @expected() -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5x4xf32>
    return %cst : tensor<5x4xf32>
  }
  func.func public @main() -> tensor<5x4xf32> {
    %0:2 = call @inputs() : () -> (tensor<5x4xf32>, tensor<1x4xf32>)
    %1 = chlo.broadcast_zeta %0#0, %0#1 : (tensor<5x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
    %2 = call @expected() : () -> tensor<5x4xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<5x4xf32>, tensor<5x4xf32>) -> ()
    return %1 : tensor<5x4xf32>
  }
}
