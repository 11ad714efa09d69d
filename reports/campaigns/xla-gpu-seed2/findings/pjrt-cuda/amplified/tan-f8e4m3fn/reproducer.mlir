// hlo-cts reproducer of program-1986: fail [stablehlo.tan (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: an approximation within the 4 eps XLA's exhaustive tests allow stablehlo.tan (2 of 4 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 3 (result 3): 4 element(s) differ (largest error among them 207 ulp)
// stablehlo.tan element [0, 1] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xD9 (-1.800000e+01)
//   actual    0x76 (2.240000e+02)
//   error: 207 ulp
// stablehlo.tan element [0, 2] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x4A (5.000000e+00)
//   actual    0x48 (4.000000e+00)
//   error: 2 ulp
// stablehlo.tan element [1, 0] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xD9 (-1.800000e+01)
//   actual    0x74 (1.920000e+02)
//   error: 205 ulp
// stablehlo.tan element [1, 2] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x44 (3.000000e+00)
//   actual    0x42 (2.500000e+00)
//   error: 2 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[1.562500e-01, 2.240000e+02, 4.000000e+00], [1.760000e+02, 5.000000e-01, 2.500000e+00]]> : tensor<2x3xf8E4M3FN>, dense<(-2.000000e+00,0.106420904)> : tensor<complex<f32>>, dense<0> : tensor<i64>, dense<[[[8, 2657180972], [1, 4294967295], [1, 3224155431], [809988853, 3649189153], [1833184625, 3306234106]], [[7, 5], [5, 2553163648], [4294967295, 3241774681], [1, 1131026757], [7, 7]], [[6, 4070448926], [5, 0], [2, 4], [3310680289, 12606783], [0, 1]]]> : tensor<3x5x2xui32>]"
module {
  func.func public @main(%arg0: tensor<2x3xf8E4M3FN>, %arg1: tensor<complex<f32>>, %arg2: tensor<i64>, %arg3: tensor<3x5x2xui32>) -> (tensor<complex<f32>>, tensor<i64>, tensor<3x5x2xui32>, tensor<2x3xf8E4M3FN>) {
    %0 = chlo.atan %arg0 : tensor<2x3xf8E4M3FN> -> tensor<2x3xf8E4M3FN>
    %1 = stablehlo.tuple %arg0, %0, %arg1 : tuple<tensor<2x3xf8E4M3FN>, tensor<2x3xf8E4M3FN>, tensor<complex<f32>>>
    %2 = stablehlo.get_tuple_element %1[2] : (tuple<tensor<2x3xf8E4M3FN>, tensor<2x3xf8E4M3FN>, tensor<complex<f32>>>) -> tensor<complex<f32>>
    %3 = chlo.mulhi %arg2, %arg2 : tensor<i64>, tensor<i64> -> tensor<i64>
    %4 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<ui32>
    %5 = chlo.broadcast_or %4, %arg3 : (tensor<ui32>, tensor<3x5x2xui32>) -> tensor<3x5x2xui32>
    %6 = stablehlo.tan %0 : tensor<2x3xf8E4M3FN>
    return %2, %3, %5, %6 : tensor<complex<f32>>, tensor<i64>, tensor<3x5x2xui32>, tensor<2x3xf8E4M3FN>
  }
}
