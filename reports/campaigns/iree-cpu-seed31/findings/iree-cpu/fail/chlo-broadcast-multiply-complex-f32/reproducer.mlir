// hlo-cts reproducer of program-430::op0: fail [chlo.broadcast_multiply (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile iree-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (chlo.broadcast_multiply result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.multiply element [3, 1] (imaginary part) of complex<f32>: expected within 0 ulp of the correctly rounded 0xC4C579D7 (-1579.8075)
//   actual    0xC4C579D6 (-1579.80737)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.322878808,3.58119985E-4), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<4x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.225037798,-4892.88086), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<4x4xcomplex<f32>>
    return %cst, %cst_0 : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>
  }
  func.func private @expected() -> tensor<4x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (1.82489836,-1579.8075), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<4x4xcomplex<f32>>
    return %cst : tensor<4x4xcomplex<f32>>
  }
  func.func public @main() -> tensor<4x4xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>)
    %1 = chlo.broadcast_multiply %0#0, %0#1 : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = call @expected() : () -> tensor<4x4xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> ()
    return %1 : tensor<4x4xcomplex<f32>>
  }
}
