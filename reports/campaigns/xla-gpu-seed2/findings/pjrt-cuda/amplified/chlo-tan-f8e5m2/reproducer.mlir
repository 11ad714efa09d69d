// hlo-cts reproducer of program-2017/set-1: fail [chlo.tan (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: an approximation within the 4 eps XLA's exhaustive tests allow stablehlo.tan
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 6 (result 6): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.tan element [1] of f8E5M2: expected within 0 ulp of the correctly rounded 0x38 (5.000000e-01)
//   actual    0x39 (6.250000e-01)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-1.401300e-45, -3.906250e-03, 0x7F800000, 0x7F800000]], [[5.000000e-01, -2.000000e+00, 2.560000e+02, 0xFFFFFFFF]], [[3.40282347E+38, 3.40282347E+38, -4.000000e+00, -1.17549435E-38]]]> : tensor<3x1x4xf32>, dense<[[[0xFFC00000, 1.17549421E-38, 2.500000e+00, 5.000000e-01]], [[0xFF800000, -5.000000e-01, -2.500000e+00, 0x7FC00000]], [[2.560000e+02, 1.000000e+00, -2.560000e+02, -3.40282347E+38]]]> : tensor<3x1x4xf32>, dense<[[0xFC, -1.000000e+00], [2.560000e+02, -4.000000e+00]]> : tensor<2x2xf8E5M2>, dense<[-8.000000e+00, 6.103520e-05]> : tensor<2xf8E5M2>, dense<[0xFF, 5.000000e-01]> : tensor<2xf8E5M2>]"
module {
  func.func public @main(%arg0: tensor<3x1x4xf32>, %arg1: tensor<3x1x4xf32>, %arg2: tensor<2x2xf8E5M2>, %arg3: tensor<2xf8E5M2>, %arg4: tensor<2xf8E5M2>) -> (tensor<3x1x4xcomplex<f32>>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<2x2xf8E5M2>, tensor<2xf8E5M2>, tensor<2xf8E5M2>, tensor<2xf8E5M2>) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<3x1x4xcomplex<f32>>
    %1:2 = stablehlo.optimization_barrier %arg1, %arg1 : tensor<3x1x4xf32>, tensor<3x1x4xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg2, %arg3, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<2x2xf8E5M2>, tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> (tensor<2x2xf8E5M2>, tensor<2xf8E5M2>, tensor<2xf8E5M2>)
    %2 = chlo.sinh %arg4 : tensor<2xf8E5M2> -> tensor<2xf8E5M2>
    %3 = chlo.tan %2 : tensor<2xf8E5M2> -> tensor<2xf8E5M2>
    return %0, %1#0, %1#1, %output, %batch_mean, %batch_var, %3 : tensor<3x1x4xcomplex<f32>>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<2x2xf8E5M2>, tensor<2xf8E5M2>, tensor<2xf8E5M2>, tensor<2xf8E5M2>
  }
}
