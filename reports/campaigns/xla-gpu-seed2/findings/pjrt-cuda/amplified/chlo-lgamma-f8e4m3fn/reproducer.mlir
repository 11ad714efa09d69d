// hlo-cts reproducer of program-876: fail [chlo.lgamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: an approximation within the 150 eps XLA's exhaustive tests allow chlo.lgamma (8 of 9 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 9 element(s) differ (largest error among them 24 ulp)
// chlo.lgamma element [0, 0, 1] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x00 (0.000000e+00)
//   actual    0x11 (3.515630e-02)
//   error: 17 ulp
// chlo.lgamma element [0, 0, 3] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x29 (2.812500e-01)
//   actual    0x2B (3.437500e-01)
//   error: 2 ulp
// chlo.lgamma element [0, 0, 4] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x3A (1.250000e+00)
//   actual    0x39 (1.125000e+00)
//   error: 1 ulp
// chlo.lgamma element [1, 0, 3] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x3E (1.750000e+00)
//   actual    0x3F (1.875000e+00)
//   error: 1 ulp
// chlo.lgamma element [1, 0, 4] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x9B (-8.593750e-02)
//   actual    0x99 (-7.031250e-02)
//   error: 2 ulp
// chlo.lgamma element [2, 0, 0] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x96 (-5.468750e-02)
//   actual    0x02 (3.906250e-03)
//   error: 24 ulp
// chlo.lgamma element [2, 0, 2] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x3A (1.250000e+00)
//   actual    0x39 (1.125000e+00)
//   error: 1 ulp
// chlo.lgamma element [4, 0, 0] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x31 (5.625000e-01)
//   actual    0x23 (1.718750e-01)
//   error: 14 ulp
// chlo.lgamma element [4, 0, 3] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x2F (4.687500e-01)
//   actual    0x2C (3.750000e-01)
//   error: 3 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[3.515630e-02, 0.000000e+00, 2.000000e+01, 2.500000e-01, -3.500000e+00]], [[-1.953130e-03, 2.560000e+02, 8.000000e+01, 1.500000e+00, -8.593750e-02]], [[1.250000e+00, -3.125000e-01, -3.515630e-02, -1.000000e+01, -8.593750e-02]], [[-1.757810e-02, -1.200000e+02, 1.125000e+00, -9.600000e+01, -9.600000e+01]], [[-1.562500e-01, 2.400000e+01, 1.375000e+00, 2.560000e+02, 3.840000e+02]]]> : tensor<5x1x5xf8E4M3FN>, dense<[[[9.600000e+01, 8.000000e+00, -2.560000e+02, 1.300000e+01, 3.200000e+01]], [[-1.562500e-02, -8.000000e+00, -1.875000e+00, 5.600000e+01, 6.000000e+00]], [[8.593750e-02, -2.000000e+01, 3.000000e+01, -1.367190e-02, 2.560000e+02]], [[2.600000e+01, -5.468750e-02, -1.015630e-01, -1.875000e-01, 2.187500e-01]], [[9.375000e-02, 0x7F, -1.120000e+02, 1.400000e+01, 0.000000e+00]]]> : tensor<5x1x5xf8E4M3FN>, dense<[-5.770870e-02, -9.789060e+00, 0.000000e+00, 2.170560e-03, 4.000000e+00]> : tensor<5xf16>, dense<-6.631250e+01> : tensor<1xf16>, dense<[-1.630000e+03, 1.743750e+01, 4.036000e+03]> : tensor<3xf16>]"
module {
  func.func public @main(%arg0: tensor<5x1x5xf8E4M3FN>, %arg1: tensor<5x1x5xf8E4M3FN>, %arg2: tensor<5xf16>, %arg3: tensor<1xf16>, %arg4: tensor<3xf16>) -> (tensor<5x1x5xi1>, tensor<5x1x5xf8E4M3FN>, tensor<14xf16>) {
    %0 = chlo.digamma %arg0 : tensor<5x1x5xf8E4M3FN> -> tensor<5x1x5xf8E4M3FN>
    %1 = stablehlo.log %arg1 : tensor<5x1x5xf8E4M3FN>
    %2 = chlo.is_neg_inf %0 : tensor<5x1x5xf8E4M3FN> -> tensor<5x1x5xi1>
    %3 = chlo.lgamma %1 : tensor<5x1x5xf8E4M3FN> -> tensor<5x1x5xf8E4M3FN>
    %cst = stablehlo.constant dense<[-6.134380e+01, -1.631840e+00, -1.052860e-02, -6.097560e-05, 1.500000e+00]> : tensor<5xf16>
    %4 = stablehlo.concatenate %arg2, %arg4, %cst, %arg3, dim = 0 : (tensor<5xf16>, tensor<3xf16>, tensor<5xf16>, tensor<1xf16>) -> tensor<14xf16>
    return %2, %3, %4 : tensor<5x1x5xi1>, tensor<5x1x5xf8E4M3FN>, tensor<14xf16>
  }
}
