// hlo-cts reproducer of program-3860/set-1::op2: fail [chlo.broadcast_multiply (semantics)]
// tier: ieee-reading (chlo.broadcast_multiply gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_multiply result 0): 3 element(s) differ (3 NaN(s) where a number is due)
// stablehlo.multiply element [0, 4, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF800000 (-Inf))
//   actual    0x7FC00001 (NaN)
//   NaN where a number is due
// stablehlo.multiply element [1, 4, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF800000 (-Inf))
//   actual    0x7FC00001 (NaN)
//   NaN where a number is due
// stablehlo.multiply element [2, 4, 1] (imaginary part) of complex<f32>: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xFF800000 (-Inf))
//   actual    0x7FC00001 (NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5x2xcomplex<f32>>, tensor<1x5x2xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<3x5x2xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0x7F800001,0xFF800000)]]]> : tensor<1x5x2xcomplex<f32>>
    return %cst, %cst_0 : tensor<3x5x2xcomplex<f32>>, tensor<1x5x2xcomplex<f32>>
  }
  func.func private @expected() -> tensor<3x5x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0x7FC00000,0xFF800000)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0x7FC00000,0xFF800000)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0x7FC00000,0xFF800000)]]]> : tensor<3x5x2xcomplex<f32>>
    return %cst : tensor<3x5x2xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x5x2xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<3x5x2xcomplex<f32>>, tensor<1x5x2xcomplex<f32>>)
    %1 = chlo.broadcast_multiply %0#0, %0#1 : (tensor<3x5x2xcomplex<f32>>, tensor<1x5x2xcomplex<f32>>) -> tensor<3x5x2xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x5x2xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<3x5x2xcomplex<f32>>, tensor<3x5x2xcomplex<f32>>) -> ()
    return %1 : tensor<3x5x2xcomplex<f32>>
  }
}
