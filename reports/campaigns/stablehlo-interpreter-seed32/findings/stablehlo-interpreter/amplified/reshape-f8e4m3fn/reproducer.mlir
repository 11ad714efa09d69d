// hlo-cts reproducer of program-18955/set-1: fail [stablehlo.reshape (semantics)]
// tier: semantic (stablehlo.reshape moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 4 (result 4): 4 element(s) differ (largest error among them 190 ulp)
// stablehlo.reshape element [1] of f8E4M3FN: expected exactly 0xFE (-4.480000e+02)
//   actual    0x40 (2.000000e+00)
//   error: 190 ulp
// stablehlo.reshape element [2] of f8E4M3FN: expected exactly 0x42 (2.500000e+00)
//   actual    0xBA (-1.250000e+00)
//   error: 124 ulp
// stablehlo.reshape element [3] of f8E4M3FN: expected exactly 0x30 (5.000000e-01)
//   actual    0xC2 (-2.500000e+00)
//   error: 114 ulp
// stablehlo.reshape element [5] of f8E4M3FN: expected exactly 0xD0 (-8.000000e+00)
//   actual    0xBD (-1.625000e+00)
//   error: 19 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-1.000000e+00, 0xFC, 5.000000e-01]], [[3.906250e-03, -4.577640e-05, 0xFE]]]> : tensor<2x1x3xf8E5M2>, dense<[[[-8.000000e+00, 0x7D, -5.734400e+04], [5.734400e+04, 0xFE, -2.000000e+00]], [[0.000000e+00, 0xFC, -5.000000e-01], [5.734400e+04, 5.000000e-01, -6.103520e-05]]]> : tensor<2x2x3xf8E5M2>, dense<[[2.000000e+00, -4.480000e+02, 2.500000e+00, 5.000000e-01], [1.953130e-03, -8.000000e+00, -1.953130e-03, -2.560000e+02], [2.000000e+00, -4.480000e+02, -0.000000e+00, -1.500000e+00]]> : tensor<3x4xf8E4M3FN>, dense<[[0x7E00, 1.500000e+00, 2.000000e+00, 0x7C00], [-2.560000e+02, 3.906250e-03, 5.960460e-08, -2.560000e+02], [-6.103520e-05, 5.960460e-08, 0xFE00, 0xFFFF]]> : tensor<3x4xf16>, dense<[[-1.401300e-45, -3.40282347E+38, 0xFFFFFFFF, 5.000000e-01], [0.000000e+00, 1.500000e+00, -5.000000e-01, -1.401300e-45], [3.906250e-03, 2.500000e+00, -2.500000e+00, -1.17549421E-38]]> : tensor<3x4xf32>, dense<[[-9223372036854775808], [0], [-1], [-1]]> : tensor<4x1xi64>, dense<[[0x7FC00000, 0xFFC00000], [1.401300e-45, 1.17549421E-38], [-3.40282347E+38, -8.000000e+00], [0x7FC00000, 0x7F800000]]> : tensor<4x2xf32>, dense<[[0, -1, -2147483648, -2147483647], [2147483647, 0, 1, 2147483647]]> : tensor<2x4xi32>, dense<[[2147483646, 2147483647, 2147483646, -2147483648], [0, 2147483646, -2147483647, 1], [1, 0, 2147483647, -1], [0, 0, -2147483647, 1], [-2147483648, -2147483647, -1, 1]]> : tensor<5x4xi32>]"
module {
  func.func public @main(%arg0: tensor<2x1x3xf8E5M2>, %arg1: tensor<2x2x3xf8E5M2>, %arg2: tensor<3x4xf8E4M3FN>, %arg3: tensor<3x4xf16>, %arg4: tensor<3x4xf32>, %arg5: tensor<4x1xi64>, %arg6: tensor<4x2xf32>, %arg7: tensor<2x4xi32>, %arg8: tensor<5x4xi32>) -> (tensor<2x1x2xf8E5M2>, tensor<3x4xf16>, tensor<3x4xf32>, tensor<3x4xf8E4M3FN>, tensor<12xf8E4M3FN>, tensor<2x5xi32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGH, HIGHEST] : (tensor<2x1x3xf8E5M2>, tensor<2x2x3xf8E5M2>) -> tensor<2x1x2xf8E5M2>
    %1:2 = "stablehlo.sort"(%arg2, %arg3) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg9: tensor<f8E4M3FN>, %arg10: tensor<f8E4M3FN>, %arg11: tensor<f16>, %arg12: tensor<f16>):
      %6 = stablehlo.compare  GT, %arg9, %arg10,  FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }) : (tensor<3x4xf8E4M3FN>, tensor<3x4xf16>) -> (tensor<3x4xf8E4M3FN>, tensor<3x4xf16>)
    %cst = stablehlo.constant dense<[[-1.562500e-02, 1.015630e-01], [2.000000e+00, -1.625000e+00], [-6.500000e+00, -1.250000e+00], [-2.880000e+02, -2.500000e+00]]> : tensor<4x2xf8E4M3FN>
    %2:2 = "stablehlo.scatter"(%arg2, %arg4, %arg5, %cst, %arg6) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<f8E4M3FN>, %arg10: tensor<f32>, %arg11: tensor<f8E4M3FN>, %arg12: tensor<f32>):
      stablehlo.return %arg11, %arg12 : tensor<f8E4M3FN>, tensor<f32>
    }) : (tensor<3x4xf8E4M3FN>, tensor<3x4xf32>, tensor<4x1xi64>, tensor<4x2xf8E4M3FN>, tensor<4x2xf32>) -> (tensor<3x4xf8E4M3FN>, tensor<3x4xf32>)
    %3 = stablehlo.remainder %1#0, %2#0 : tensor<3x4xf8E4M3FN>
    %4 = stablehlo.reshape %arg2 : (tensor<3x4xf8E4M3FN>) -> tensor<12xf8E4M3FN>
    %5 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1] : (tensor<2x4xi32>, tensor<5x4xi32>) -> tensor<2x5xi32>
    return %0, %1#1, %2#1, %3, %4, %5 : tensor<2x1x2xf8E5M2>, tensor<3x4xf16>, tensor<3x4xf32>, tensor<3x4xf8E4M3FN>, tensor<12xf8E4M3FN>, tensor<2x5xi32>
  }
}
