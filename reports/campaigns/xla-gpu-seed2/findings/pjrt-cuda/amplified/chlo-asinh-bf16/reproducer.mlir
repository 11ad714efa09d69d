// hlo-cts reproducer of program-1858: fail [chlo.asinh (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): 2 element(s) differ (largest error among them 1 ulp)
// chlo.asinh element [1] of bf16: expected within 0 ulp of the correctly rounded 0x3F62 (8.828120e-01)
//   actual    0x3F61 (8.789060e-01)
//   error: 1 ulp
// chlo.asinh element [2] of bf16: expected within 0 ulp of the correctly rounded 0x3F78 (9.687500e-01)
//   actual    0x3F77 (9.648430e-01)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[7.695310e-01, 1.579280e-03, -1.098630e-01, -4.864000e+03]> : tensor<4xbf16>, dense<[0, 3, 1]> : tensor<3xi32>]"
module {
  func.func public @main(%arg0: tensor<4xbf16>, %arg1: tensor<3xi32>) -> (tensor<4xbf16>, tensor<3xi32>) {
    %0 = chlo.erfc %arg0 : tensor<4xbf16> -> tensor<4xbf16>
    %1 = chlo.asinh %0 : tensor<4xbf16> -> tensor<4xbf16>
    %2 = stablehlo.count_leading_zeros %arg1 : tensor<3xi32>
    return %1, %2 : tensor<4xbf16>, tensor<3xi32>
  }
}
