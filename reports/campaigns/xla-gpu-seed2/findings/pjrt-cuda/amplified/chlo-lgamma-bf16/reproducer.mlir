// hlo-cts reproducer of program-5952: fail [chlo.lgamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: an approximation within the 150 eps XLA's exhaustive tests allow chlo.lgamma
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 3 element(s) differ (largest error among them 63 ulp)
// chlo.lgamma element [0, 0, 0] of bf16: expected within 0 ulp of the correctly rounded 0x3E2B (1.669920e-01)
//   actual    0x3E2A (1.660160e-01)
//   error: 1 ulp
// chlo.lgamma element [0, 0, 1] of bf16: expected within 0 ulp of the correctly rounded 0x3E2B (1.669920e-01)
//   actual    0x3E2A (1.660160e-01)
//   error: 1 ulp
// chlo.lgamma element [0, 0, 2] of bf16: expected within 0 ulp of the correctly rounded 0x3CBE (2.319340e-02)
//   actual    0x3C7F (1.556400e-02)
//   error: 63 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[4294967294, 1538500824, 4294967294, 0, 2], [3725523045, 6, 2, 8, 492112757], [118719158, 4294967294, 6, 3890493146, 1]]> : tensor<3x5xui32>, dense<[[[1.493750e+01, 8.900000e+01, -9.574890e-04]]]> : tensor<1x1x3xbf16>]"
module {
  func.func public @main(%arg0: tensor<3x5xui32>, %arg1: tensor<1x1x3xbf16>) -> (tensor<3x5xui32>, tensor<1x1x3xbf16>) {
    %0 = chlo.broadcast_shift_right_logical %arg0, %arg0 : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1 = stablehlo.subtract %0, %arg0 : tensor<3x5xui32>
    %2 = stablehlo.ceil %arg1 : tensor<1x1x3xbf16>
    %3 = chlo.broadcast_atan2 %2, %2 : (tensor<1x1x3xbf16>, tensor<1x1x3xbf16>) -> tensor<1x1x3xbf16>
    %4 = chlo.lgamma %3 : tensor<1x1x3xbf16> -> tensor<1x1x3xbf16>
    return %1, %4 : tensor<3x5xui32>, tensor<1x1x3xbf16>
  }
}
