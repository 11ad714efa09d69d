// hlo-cts reproducer of program-2225/set-1::op4: fail [stablehlo.reduce_scatter (semantics)]
// tier: ieee-reading (stablehlo.reduce_scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_scatter result 0): 12 element(s) differ (largest error among them 1 ulp)
// stablehlo.reduce_scatter element [0, 0, 0] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 0, 1] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 0, 2] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 1, 0] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 1, 1] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 1, 2] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 2, 0] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 2, 1] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 2, 2] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// stablehlo.reduce_scatter element [0, 3, 0] (real part) of complex<f32>: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
//   inputs    order-unspecified add over 1 processes
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<3x3xi64>) -> tensor<3x3xi64> {
    return %arg0 : tensor<3x3xi64>
  }
  func.func private @inputs() -> tensor<1x4x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<(-1.401300e-45,0.000000e+00)> : tensor<1x4x3xcomplex<f32>>
    return %cst : tensor<1x4x3xcomplex<f32>>
  }
  func.func private @expected() -> tensor<1x4x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<(-1.401300e-45,0.000000e+00)> : tensor<1x4x3xcomplex<f32>>
    return %cst : tensor<1x4x3xcomplex<f32>>
  }
  func.func public @main() -> tensor<1x4x3xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<1x4x3xcomplex<f32>>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %3 : tensor<complex<f32>>
    }) : (tensor<1x4x3xcomplex<f32>>) -> tensor<1x4x3xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1x4x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x4x3xcomplex<f32>>, tensor<1x4x3xcomplex<f32>>) -> ()
    return %1 : tensor<1x4x3xcomplex<f32>>
  }
}
