// hlo-cts reproducer of program-638: fail [stablehlo.reduce_precision (semantics)]
// tier: semantic (stablehlo.reduce_precision gives a value far from the result IEEE-754 arithmetic gives (relative difference 0.995): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: convert (「それ以外の場合、動作は未定です」: where the target type cannot represent the value exactly, the behaviour is TBD): does not apply
// outputs outside what the spec allows under profile iree-cpu:
// output 3 (result 3): 4 element(s) differ (largest error among them 62 ulp; 1 number(s) where NaN is due)
// stablehlo.reduce_precision element [1, 2] of f8E4M3FN: expected exactly 0x42 (2.500000e+00)
//   actual    0x07 (1.367190e-02)
//   error: 59 ulp
// stablehlo.reduce_precision element [1, 3] of f8E4M3FN: expected exactly 0xAA (-3.125000e-01)
//   actual    0x14 (4.687500e-02)
//   error: 62 ulp
// stablehlo.reduce_precision element [2, 2] of f8E4M3FN: expected exactly 0xB4 (-7.500000e-01)
//   actual    0xD0 (-8.000000e+00)
//   error: 28 ulp
// stablehlo.reduce_precision element [2, 3] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x40 (2.000000e+00)
//   a number where NaN is due
// 
// output 5 (result 5): differs from the oracle's value, but was computed from results that the spec or the profile's budgets leave open upstream, so a conforming backend may differ here too (hlo-cts reduce finds the first op that is wrong on its own inputs):
// 8 element(s) differ (largest error among them 64 ulp; 1 NaN(s) where a number is due; 1 number(s) where NaN is due)
// stablehlo.dynamic_update_slice element [0, 0] of f8E4M3FN: expected exactly 0x07 (1.367190e-02)
//   actual    0xFF (-NaN)
//   NaN where a number is due
// stablehlo.dynamic_update_slice element [0, 1] of f8E4M3FN: expected exactly 0x14 (4.687500e-02)
//   actual    0x40 (2.000000e+00)
//   error: 44 ulp
// stablehlo.dynamic_update_slice element [1, 0] of f8E4M3FN: expected exactly 0xD0 (-8.000000e+00)
//   actual    0xF4 (-1.920000e+02)
//   error: 36 ulp
// stablehlo.dynamic_update_slice element [1, 1] of f8E4M3FN: expected exactly 0x40 (2.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 64 ulp
// stablehlo.dynamic_update_slice element [1, 2] of f8E4M3FN: expected exactly 0x42 (2.500000e+00)
//   actual    0x07 (1.367190e-02)
//   error: 59 ulp
// stablehlo.dynamic_update_slice element [1, 3] of f8E4M3FN: expected exactly 0xAA (-3.125000e-01)
//   actual    0x14 (4.687500e-02)
//   error: 62 ulp
// stablehlo.dynamic_update_slice element [2, 2] of f8E4M3FN: expected exactly 0xB4 (-7.500000e-01)
//   actual    0xD0 (-8.000000e+00)
//   error: 28 ulp
// stablehlo.dynamic_update_slice element [2, 3] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x40 (2.000000e+00)
//   a number where NaN is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[(0.0032401915434039645,28.093016468396474), (-0.84639170826446519,0.033145004443056153), (-2.560000e+02,0xFFF8000000000000)], [(5.8358501661091697,-7194.9939010292383), (3.906250e-03,1.500000e+00), (8.000000e+00,-0.03693742910073624)]]> : tensor<2x3xcomplex<f64>>, dense<[[[2.381250e+02, -4.000000e+00, -5.000000e-01, 1.320310e+00], [-5.960460e-08, -5.000000e-01, -7.875970e-01, -2.560000e+02], [-5.000000e-01, 3.358840e-03, -1.325000e+02, 7.756000e+03], [1.392190e+01, 6.992180e-01, -6.837840e-04, -3.292970e+00]], [[-4.700000e+01, 2.648830e-04, 5.000000e-01, 7.593750e+00], [-3.275000e+01, 9.140010e-03, -4.506840e-01, -3.906250e-03], [6.599420e-04, -5.335000e+02, 4.337500e+01, -1.486780e-03], [3.575000e+01, -1.976320e-01, 1.339110e-01, 5.507470e-04]], [[-2.235940e+01, -2.290000e+02, 2.792360e-03, 1.371770e-02], [0xFFFF, 3.096880e+01, 1.500000e+00, 2.363200e-03], [4.868160e-01, -3.925780e+00, 1.658000e+03, -7.156000e+03], [9.600000e+02, 0xFE00, 2.281250e+01, 5.249980e-04]]]> : tensor<3x4x4xf16>, dense<-5.743750e+01> : tensor<f16>, dense<[[0xFF, 2.000000e+00, 1.120000e+02, 5.000000e+00], [-1.920000e+02, 0.000000e+00, 2.500000e+00, -3.125000e-01], [-1.600000e+02, -1.562500e-02, -7.500000e-01, 0x7F]]> : tensor<3x4xf8E4M3FN>, dense<-1.000000e+00> : tensor<f8E5M2>, dense<-4.000000e+00> : tensor<f8E5M2>, dense<[[1.367190e-02, 4.687500e-02], [-8.000000e+00, 2.000000e+00]]> : tensor<2x2xf8E4M3FN>]"
module {
  func.func public @main(%arg0: tensor<2x3xcomplex<f64>>, %arg1: tensor<3x4x4xf16>, %arg2: tensor<f16>, %arg3: tensor<3x4xf8E4M3FN>, %arg4: tensor<f8E5M2>, %arg5: tensor<f8E5M2>, %arg6: tensor<2x2xf8E4M3FN>) -> (tensor<bf16>, tensor<2x3xcomplex<f64>>, tensor<3x4xf16>, tensor<3x4xf8E4M3FN>, tensor<f8E5M2>, tensor<3x4xf8E4M3FN>) {
    %cst = stablehlo.constant dense<9.000000e+01> : tensor<bf16>
    %0 = stablehlo.einsum %cst, %cst, config = ",->" : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %cst_0 = stablehlo.constant dense<[[(64.574237903240004,-13.963701276085722), (0x7FF8000000000000,0.0013780150698357036), (-0.012600913974635636,-6.7950069869168023E-4)], [(0.024511270696901667,0x7FF0000000000000), (-2.2250738585072009E-308,0.000000e+00), (-2.560000e+02,0.0063872616072393551)]]> : tensor<2x3xcomplex<f64>>
    %1 = stablehlo.subtract %arg0, %cst_0 : tensor<2x3xcomplex<f64>>
    %2 = stablehlo.reduce(%arg1 init: %arg2) applies stablehlo.minimum across dimensions = [2] : (tensor<3x4x4xf16>, tensor<f16>) -> tensor<3x4xf16>
    %3 = stablehlo.reduce_precision %arg3, format = e6m3 : tensor<3x4xf8E4M3FN>
    %4 = stablehlo.minimum %arg4, %arg5 : tensor<f8E5M2>
    %5 = stablehlo.convert %arg2 : (tensor<f16>) -> tensor<ui32>
    %6 = stablehlo.dynamic_update_slice %arg3, %arg6, %5, %5 : (tensor<3x4xf8E4M3FN>, tensor<2x2xf8E4M3FN>, tensor<ui32>, tensor<ui32>) -> tensor<3x4xf8E4M3FN>
    return %0, %1, %2, %3, %4, %6 : tensor<bf16>, tensor<2x3xcomplex<f64>>, tensor<3x4xf16>, tensor<3x4xf8E4M3FN>, tensor<f8E5M2>, tensor<3x4xf8E4M3FN>
  }
}
