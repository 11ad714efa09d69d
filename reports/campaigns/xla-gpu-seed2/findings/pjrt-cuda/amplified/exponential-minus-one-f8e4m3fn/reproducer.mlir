// hlo-cts reproducer of program-6331/set-1: fail [stablehlo.exponential_minus_one (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): inconclusive: 12 element(s) depend on an evaluation order the spec leaves open (set order=spec in the profile to judge them against the spec's schedule)
// 
// output 1 (result 1): inconclusive: 12 element(s) depend on an evaluation order the spec leaves open (set order=spec in the profile to judge them against the spec's schedule)
// 
// output 2 (result 2): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.exponential_minus_one element [0, 0, 1] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x3C (1.500000e+00)
//   actual    0x3D (1.625000e+00)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[0]], [[0]], [[254]], [[0]]]> : tensor<4x1x1xui8>, dense<255> : tensor<ui8>, dense<[[[5.000000e-01, 4.480000e+02, -2.000000e+00]]]> : tensor<1x1x3xf8E4M3FN>, dense<[2.500000e+00, 3.389530e+38]> : tensor<2xbf16>]"
module {
  func.func public @main(%arg0: tensor<4x1x1xui8>, %arg1: tensor<ui8>, %arg2: tensor<1x1x3xf8E4M3FN>, %arg3: tensor<2xbf16>) -> (tensor<3x2x2xui8>, tensor<3x2x2xui8>, tensor<1x1x3xf8E4M3FN>, tensor<2xbf16>) {
    %0:2 = "stablehlo.reduce_window"(%arg0, %arg0, %arg1, %arg1) <{window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 2, 1, 1>, base_dilations = array<i64: 1, 1, 1>, window_dilations = array<i64: 2, 2, 1>, padding = dense<[[1, 0], [1, 0], [1, 1]]> : tensor<3x2xi64>}> ({
    ^bb0(%arg4: tensor<ui8>, %arg5: tensor<ui8>, %arg6: tensor<ui8>, %arg7: tensor<ui8>):
      %4 = stablehlo.maximum %arg4, %arg6 : tensor<ui8>
      %5 = stablehlo.add %arg5, %arg7 : tensor<ui8>
      stablehlo.return %4, %5 : tensor<ui8>, tensor<ui8>
    }) : (tensor<4x1x1xui8>, tensor<4x1x1xui8>, tensor<ui8>, tensor<ui8>) -> (tensor<3x2x2xui8>, tensor<3x2x2xui8>)
    %1 = stablehlo.sine %arg2 : tensor<1x1x3xf8E4M3FN>
    %2 = stablehlo.exponential_minus_one %1 : tensor<1x1x3xf8E4M3FN>
    %3 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<2xbf16>) -> tensor<2xbf16>
    return %0#0, %0#1, %2, %3 : tensor<3x2x2xui8>, tensor<3x2x2xui8>, tensor<1x1x3xf8E4M3FN>, tensor<2xbf16>
  }
}
