// hlo-cts reproducer of program-5943: fail [stablehlo.bitcast_convert (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (result 0): 7 element(s) differ (largest error among them 3 ulp)
// stablehlo.bitcast_convert element [0, 0, 4] of f32: expected exactly 0xBF7FD40C (-0.999329328)
//   actual    0xBF7FD40A (-0.999329209)
//   error: 2 ulp
// stablehlo.bitcast_convert element [0, 1, 1] of f32: expected exactly 0xB9BC6DCC (-3.59399593E-4)
//   actual    0xB9BC6DCD (-3.59399623E-4)
//   error: 1 ulp
// stablehlo.bitcast_convert element [0, 2, 0] of f32: expected exactly 0xBF67B7CC (-0.905148268)
//   actual    0xBF67B7CB (-0.905148208)
//   error: 1 ulp
// stablehlo.bitcast_convert element [0, 2, 1] of f32: expected exactly 0x3F7FFFE1 (0.999998152)
//   actual    0x3F7FFFE2 (0.999998211)
//   error: 1 ulp
// stablehlo.bitcast_convert element [0, 4, 0] of f32: expected exactly 0x3AE310F6 (0.00173237803)
//   actual    0x3AE310F4 (0.0017323778)
//   error: 2 ulp
// stablehlo.bitcast_convert element [0, 4, 1] of f32: expected exactly 0xBDBF0C66 (-0.0932853669)
//   actual    0xBDBF0C64 (-0.0932853519)
//   error: 2 ulp
// stablehlo.bitcast_convert element [0, 4, 3] of f32: expected exactly 0x3F7FFFFD (0.999999821)
//   actual    0x3F800000 (1.000000e+00)
//   error: 3 ulp
// 
// output 1 (result 1): differs from the oracle's value, but was computed from results that the spec or the profile's budgets leave open upstream, so a conforming backend may differ here too (hlo-cts reduce finds the first op that is wrong on its own inputs):
// 7 element(s) differ (largest error among them 3 ulp)
// stablehlo.while element [0, 0, 4] of f32: expected exactly 0xC0FFD40C (-7.99463462)
//   or, with subnormal inputs read as zero: expected exactly 0xC0FFD40C (-7.99463462)
//   actual    0xC0FFD40A (-7.99463367)
//   error: 2 ulp
// stablehlo.while element [0, 1, 1] of f32: expected exactly 0xBB3C6DCC (-0.00287519675)
//   or, with subnormal inputs read as zero: expected exactly 0xBB3C6DCC (-0.00287519675)
//   actual    0xBB3C6DCD (-0.00287519698)
//   error: 1 ulp
// stablehlo.while element [0, 2, 0] of f32: expected exactly 0xC0E7B7CC (-7.24118614)
//   or, with subnormal inputs read as zero: expected exactly 0xC0E7B7CC (-7.24118614)
//   actual    0xC0E7B7CB (-7.24118567)
//   error: 1 ulp
// stablehlo.while element [0, 2, 1] of f32: expected exactly 0x40FFFFE1 (7.99998522)
//   or, with subnormal inputs read as zero: expected exactly 0x40FFFFE1 (7.99998522)
//   actual    0x40FFFFE2 (7.99998569)
//   error: 1 ulp
// stablehlo.while element [0, 4, 0] of f32: expected exactly 0x3C6310F6 (0.0138590243)
//   or, with subnormal inputs read as zero: expected exactly 0x3C6310F6 (0.0138590243)
//   actual    0x3C6310F4 (0.0138590224)
//   error: 2 ulp
// stablehlo.while element [0, 4, 1] of f32: expected exactly 0xBF3F0C66 (-0.746282935)
//   or, with subnormal inputs read as zero: expected exactly 0xBF3F0C66 (-0.746282935)
//   actual    0xBF3F0C64 (-0.746282816)
//   error: 2 ulp
// stablehlo.while element [0, 4, 3] of f32: expected exactly 0x40FFFFFD (7.99999857)
//   or, with subnormal inputs read as zero: expected exactly 0x40FFFFFD (7.99999857)
//   actual    0x41000000 (8.000000e+00)
//   error: 3 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[8158.56982, -0.0014393772, 719.362427, 1004.50238, -4.000000e+00], [-2747.01221, -3.59399623E-4, -0.000000e+00, 2.62997142E-4, -1.17549421E-38], [-1.500000e+00, 6.94766951, -2.560000e+02, 217.127167, 600.486938], [0.789487063, -30.0962372, -5.000000e-01, -5801.9248, 3665.04688], [0.00173237978, -0.0935573801, 2.560000e+02, 8.16968059, 0xFFC00000]]]> : tensor<1x5x5xf32>, dense<6> : tensor<i32>]"
module {
  func.func public @main(%arg0: tensor<1x5x5xf32>, %arg1: tensor<i32>) -> (tensor<1x5x5xf32>, tensor<1x5x5xf32>, tensor<i32>, tensor<i32>) {
    %0 = stablehlo.tanh %arg0 : tensor<1x5x5xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.while(%iterArg = %0, %iterArg_0 = %c) : tensor<1x5x5xf32>, tensor<i32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare  LT, %iterArg_0, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      %7 = stablehlo.add %iterArg, %iterArg : tensor<1x5x5xf32>
      stablehlo.return %7, %6 : tensor<1x5x5xf32>, tensor<i32>
    }
    %3 = chlo.broadcast_and %arg1, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.xor %arg1, %3 : tensor<i32>
    %5 = chlo.mulhi %4, %4 : tensor<i32>, tensor<i32> -> tensor<i32>
    return %1, %2#0, %2#1, %5 : tensor<1x5x5xf32>, tensor<1x5x5xf32>, tensor<i32>, tensor<i32>
  }
}
