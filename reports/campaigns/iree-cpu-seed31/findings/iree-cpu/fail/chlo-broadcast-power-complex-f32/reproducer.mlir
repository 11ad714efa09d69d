// hlo-cts reproducer of program-12::op3: fail [chlo.broadcast_power (semantics)]
// tier: ieee-reading (chlo.broadcast_power gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_power result 0): 125 element(s) differ (125 NaN(s) where a number is due)
// stablehlo.power element [0, 0, 0] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 0, 1] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 0, 2] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 0, 3] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 0, 4] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 1, 0] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 1, 1] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 1, 2] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 1, 3] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// stablehlo.power element [0, 1, 4] (real part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x7F800000 (+Inf))
//   actual    0x7FC00000 (NaN)
//   NaN where a number is due
// ... and 115 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1x5xcomplex<f32>>, tensor<5x5x5xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x1x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(-8.91434902E-4,0.000000e+00)> : tensor<5x5x5xcomplex<f32>>
    return %cst, %cst_0 : tensor<5x1x5xcomplex<f32>>, tensor<5x5x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x5x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0x7F800000,0x7FC00000)> : tensor<5x5x5xcomplex<f32>>
    return %cst : tensor<5x5x5xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x5x5xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<5x1x5xcomplex<f32>>, tensor<5x5x5xcomplex<f32>>)
    %1 = chlo.broadcast_power %0#0, %0#1 : (tensor<5x1x5xcomplex<f32>>, tensor<5x5x5xcomplex<f32>>) -> tensor<5x5x5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5x5x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<5x5x5xcomplex<f32>>, tensor<5x5x5xcomplex<f32>>) -> ()
    return %1 : tensor<5x5x5xcomplex<f32>>
  }
}
