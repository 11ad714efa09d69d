// hlo-cts reproducer of program-9539/set-1::op0: fail [chlo.broadcast_maximum (semantics)]
// tier: semantic (chlo.broadcast_maximum gives a value far from the result IEEE-754 arithmetic gives (relative difference 1.7e+38): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_maximum result 0): 4 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_maximum element [0, 1] (real part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x80000000 (-0.000000e+00), 0x00000000 (0.000000e+00)}
//   actual    0x80000001 (-1.401300e-45)
//   error: 1 ulp
// chlo.broadcast_maximum element [1, 1] (real part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x80000000 (-0.000000e+00), 0x00000000 (0.000000e+00)}
//   actual    0x80000001 (-1.401300e-45)
//   error: 1 ulp
// chlo.broadcast_maximum element [2, 1] (real part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x80000000 (-0.000000e+00), 0x00000000 (0.000000e+00)}
//   actual    0x80000001 (-1.401300e-45)
//   error: 1 ulp
// chlo.broadcast_maximum element [3, 1] (real part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   or, with subnormal inputs read as zero: expected one of {0x80000000 (-0.000000e+00), 0x00000000 (0.000000e+00)}
//   actual    0x80000001 (-1.401300e-45)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xcomplex<f32>>, tensor<4x5xcomplex<f32>>) {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (-1.401300e-45,2.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<4x5xcomplex<f32>>
    return %cst, %cst_0 : tensor<5xcomplex<f32>>, tensor<4x5xcomplex<f32>>
  }
  func.func private @expected() -> tensor<4x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<4x5xcomplex<f32>>
    return %cst : tensor<4x5xcomplex<f32>>
  }
  func.func public @main() -> tensor<4x5xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<5xcomplex<f32>>, tensor<4x5xcomplex<f32>>)
    %1 = chlo.broadcast_maximum %0#0, %0#1 : (tensor<5xcomplex<f32>>, tensor<4x5xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
    %2 = call @expected() : () -> tensor<4x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>) -> ()
    return %1 : tensor<4x5xcomplex<f32>>
  }
}
