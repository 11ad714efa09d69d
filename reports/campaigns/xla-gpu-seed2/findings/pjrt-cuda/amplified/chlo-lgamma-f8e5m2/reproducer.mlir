// hlo-cts reproducer of program-2035: fail [chlo.lgamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: an approximation within the 150 eps XLA's exhaustive tests allow chlo.lgamma
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): 1 element(s) differ (largest error among them 1 ulp)
// chlo.lgamma element [0, 1] of f8E5M2: expected within 0 ulp of the correctly rounded 0x3D (1.250000e+00)
//   actual    0x3E (1.500000e+00)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-4.000000e+00, 4.000000e+01, -5.120000e+02, 3.584000e+03], [-8.000000e+00, -4.000000e+00, -2.000000e+01, -2.000000e+00]]> : tensor<2x4xf8E5M2>, dense<-5.000000e-01> : tensor<f8E5M2>, dense<false> : tensor<1xi1>, dense<[-2.800000e+01, 1.500000e+00, -3.072000e+03, 1.280000e+02]> : tensor<4xf8E5M2>, dense<[86.91095799574596, -0.011729663006271953, 0.1392022373611978, 0.0048939701338061225, -645.20936445100654]> : tensor<5xf64>]"
module {
  func.func public @main(%arg0: tensor<2x4xf8E5M2>, %arg1: tensor<f8E5M2>, %arg2: tensor<1xi1>, %arg3: tensor<4xf8E5M2>, %arg4: tensor<5xf64>) -> (tensor<2x4xf8E5M2>, tensor<4x4xf8E5M2>, tensor<5xi1>, tensor<2x4xf8E5M2>) {
    %0 = stablehlo.log %arg0 : tensor<2x4xf8E5M2>
    %1 = chlo.lgamma %0 : tensor<2x4xf8E5M2> -> tensor<2x4xf8E5M2>
    %2 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 2>, base_dilations = array<i64: 1, 2>, window_dilations = array<i64: 1, 1>, padding = dense<[[1, 1], [1, 0]]> : tensor<2x2xi64>}> ({
    ^bb0(%arg5: tensor<f8E5M2>, %arg6: tensor<f8E5M2>):
      %6 = stablehlo.minimum %arg5, %arg6 : tensor<f8E5M2>
      stablehlo.return %6 : tensor<f8E5M2>
    }) : (tensor<2x4xf8E5M2>, tensor<f8E5M2>) -> tensor<4x4xf8E5M2>
    %3 = chlo.broadcast_select %arg2, %arg0, %arg3 : (tensor<1xi1>, tensor<2x4xf8E5M2>, tensor<4xf8E5M2>) -> tensor<2x4xf8E5M2>
    %4 = stablehlo.compare  LE, %arg4, %arg4,  FLOAT : (tensor<5xf64>, tensor<5xf64>) -> tensor<5xi1>
    %5 = stablehlo.exponential_minus_one %3 : tensor<2x4xf8E5M2>
    return %1, %2, %4, %5 : tensor<2x4xf8E5M2>, tensor<4x4xf8E5M2>, tensor<5xi1>, tensor<2x4xf8E5M2>
  }
}
