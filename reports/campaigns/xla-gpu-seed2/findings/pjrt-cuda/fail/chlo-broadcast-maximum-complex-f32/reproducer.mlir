// hlo-cts reproducer of program-4172/set-1::op5: fail [chlo.broadcast_maximum (semantics)]
// tier: semantic (chlo.broadcast_maximum gives a value far from the result IEEE-754 arithmetic gives (relative difference 4.25e+37): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_maximum result 0): 6 element(s) differ (largest error among them 1056964608 ulp)
// chlo.broadcast_maximum element [0, 0, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xBF000000 (-5.000000e-01)
//   error: 1056964608 ulp
// chlo.broadcast_maximum element [0, 1, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xBF000000 (-5.000000e-01)
//   error: 1056964608 ulp
// chlo.broadcast_maximum element [0, 2, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xBF000000 (-5.000000e-01)
//   error: 1056964608 ulp
// chlo.broadcast_maximum element [1, 0, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xBF000000 (-5.000000e-01)
//   error: 1056964608 ulp
// chlo.broadcast_maximum element [1, 1, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xBF000000 (-5.000000e-01)
//   error: 1056964608 ulp
// chlo.broadcast_maximum element [1, 2, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xBF000000 (-5.000000e-01)
//   error: 1056964608 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>) {
    %cst = stablehlo.constant dense<[(1.401300e-45,-5.000000e-01), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.401300e-45,0.000000e+00)> : tensor<2x3x5xcomplex<f32>>
    return %cst, %cst_0 : tensor<5xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<2x3x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.401300e-45,0.000000e+00)> : tensor<2x3x5xcomplex<f32>>
    return %cst : tensor<2x3x5xcomplex<f32>>
  }
  func.func public @main() -> tensor<2x3x5xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<5xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>)
    %1 = chlo.broadcast_maximum %0#0, %0#1 : (tensor<5xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<2x3x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x3x5xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>) -> ()
    return %1 : tensor<2x3x5xcomplex<f32>>
  }
}
