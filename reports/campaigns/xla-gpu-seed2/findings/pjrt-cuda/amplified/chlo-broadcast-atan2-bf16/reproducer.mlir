// hlo-cts reproducer of program-3282: fail [chlo.broadcast_atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with rewrites upstream that the program allows: subnormal inputs read as zero
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): 1 element(s) differ (largest error among them 15 ulp)
// stablehlo.atan2 element [0, 2] of bf16: expected within 0 ulp of the correctly rounded 0x3F49 (7.851560e-01)
//   actual    0x3F58 (8.437500e-01)
//   error: 15 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-1.590000e+02, -4.375000e+00, 9.183550e-41, -7.520000e+02, -3.125000e-02], [1.500000e+00, -6.054690e-02, -1.541140e-03, -3.547670e-04, -6.125000e+01]]> : tensor<2x5xbf16>, dense<[[-5.906250e+00, 1.358030e-03, -7.958980e-02, -2.612500e+01, -1.100000e+02], [1.504000e+03, 1.175490e-38, 9.062500e+00, 3.952000e+03, 1.904300e-02]]> : tensor<2x5xbf16>, dense<[[4, 2484571195, 1, 1], [2186131861, 3, 2233594406, 0], [5, 1, 1, 4294967295], [0, 3606581137, 2005727003, 478210465]]> : tensor<4x4xui32>, dense<[[0, 1815598165, 1583352714, 3460666221], [1, 6, 5, 8], [6, 1, 1223660221, 4], [4294967294, 4, 4294967295, 7], [0, 3, 619954533, 3]]> : tensor<5x4xui32>]"
module {
  func.func public @main(%arg0: tensor<2x5xbf16>, %arg1: tensor<2x5xbf16>, %arg2: tensor<4x4xui32>, %arg3: tensor<5x4xui32>) -> (tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<13x4xui32>, tensor<5x4xui32>, tensor<2x1xi8>) {
    %0 = chlo.erf_inv %arg0 : tensor<2x5xbf16> -> tensor<2x5xbf16>
    %1 = chlo.broadcast_atan2 %arg0, %0 : (tensor<2x5xbf16>, tensor<2x5xbf16>) -> tensor<2x5xbf16>
    %2 = stablehlo.floor %arg1 : tensor<2x5xbf16>
    %c = stablehlo.constant dense<[[2963234885, 4, 3286646557, 0], [1, 346199932, 4211997768, 5]]> : tensor<2x4xui32>
    %3 = stablehlo.concatenate %arg3, %c, %c, %arg2, dim = 0 : (tensor<5x4xui32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<4x4xui32>) -> tensor<13x4xui32>
    %4 = stablehlo.transpose %arg3, dims = [0, 1] : (tensor<5x4xui32>) -> tensor<5x4xui32>
    %5 = stablehlo.iota dim = 0 : tensor<2x1xi8>
    return %1, %2, %3, %4, %5 : tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<13x4xui32>, tensor<5x4xui32>, tensor<2x1xi8>
  }
}
