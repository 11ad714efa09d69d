// hlo-cts reproducer of program-44870: fail [stablehlo.bitcast_convert (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.bitcast_convert element [1, 0] of f32: expected exactly 0x3AA19A37 (0.00123292848)
//   actual    0x3AA19A38 (0.0012329286)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-0.000000e+00, 0.00121408643, 1.17549435E-38, 605.233215, 2.500000e+00], [0.0012329279, -1.500000e+00, -823.879638, -1.401300e-45, 2.500000e+00]]> : tensor<2x5xf32>, dense<[[529.002258, 0.013334509, -3684.04272, 4.18536132E-4, 5.93407869], [-0.0396508053, 6.00540304, 0.153113455, 1.22886336, 41.2240143]]> : tensor<2x5xf32>, dense<[[314.774261, -245.805817, -2.000000e+00, 0.000000e+00, 1.000000e+00], [15.4165192, -8.775810e-02, -0.000000e+00, -0.0129507007, -10.0186586]]> : tensor<2x5xf32>, dense<0xFFC00000> : tensor<f32>, dense<9.521480e-03> : tensor<1x1xf16>]"
module {
  func.func public @main(%arg0: tensor<2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<2x5xf32>, %arg3: tensor<f32>, %arg4: tensor<1x1xf16>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<5x1x5xf16>, tensor<2x5xi1>) {
    %0 = chlo.atanh %arg0 : tensor<2x5xf32> -> tensor<2x5xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %2 = stablehlo.compare  EQ, %arg0, %arg1,  FLOAT : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %3 = chlo.broadcast_power %arg2, %arg3 : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    %4 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<1x1xf16>) -> tensor<5x1x5xf16>
    %5 = stablehlo.convert %2 : (tensor<2x5xi1>) -> tensor<2x5xf32>
    %6 = stablehlo.compare  LT, %5, %arg2 : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    return %1, %3, %4, %6 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<5x1x5xf16>, tensor<2x5xi1>
  }
}
