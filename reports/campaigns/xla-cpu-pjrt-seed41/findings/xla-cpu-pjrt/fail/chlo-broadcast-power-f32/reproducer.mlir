// hlo-cts reproducer of program-12028::op2: fail [chlo.broadcast_power (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_power result 0): 6 element(s) differ (largest error among them 1120394 ulp)
// stablehlo.power element [0, 0, 1] of f32: expected within 1 ulp of the correctly rounded 0x36DE4654 (6.62430284E-6)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x36CD2DCA (6.11480664E-6)
//   error: 1120394 ulp
// stablehlo.power element [0, 1, 1] of f32: expected within 1 ulp of the correctly rounded 0x36DE4654 (6.62430284E-6)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x36CD2DCA (6.11480664E-6)
//   error: 1120394 ulp
// stablehlo.power element [0, 2, 1] of f32: expected within 1 ulp of the correctly rounded 0x36DE4654 (6.62430284E-6)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x36CD2DCA (6.11480664E-6)
//   error: 1120394 ulp
// stablehlo.power element [1, 0, 1] of f32: expected within 1 ulp of the correctly rounded 0x36DE4654 (6.62430284E-6)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x36CD2DCA (6.11480664E-6)
//   error: 1120394 ulp
// stablehlo.power element [1, 1, 1] of f32: expected within 1 ulp of the correctly rounded 0x36DE4654 (6.62430284E-6)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x36CD2DCA (6.11480664E-6)
//   error: 1120394 ulp
// stablehlo.power element [1, 2, 1] of f32: expected within 1 ulp of the correctly rounded 0x36DE4654 (6.62430284E-6)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x36CD2DCA (6.11480664E-6)
//   error: 1120394 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xf32>, tensor<2x3x3xf32>) {
    %cst = stablehlo.constant dense<[0.000000e+00, 1.401300e-45, 0.000000e+00]> : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.115461744> : tensor<2x3x3xf32>
    return %cst, %cst_0 : tensor<3xf32>, tensor<2x3x3xf32>
  }
  func.func private @expected() -> tensor<2x3x3xf32> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 6.62430284E-6, 0.000000e+00], [0.000000e+00, 6.62430284E-6, 0.000000e+00], [0.000000e+00, 6.62430284E-6, 0.000000e+00]], [[0.000000e+00, 6.62430284E-6, 0.000000e+00], [0.000000e+00, 6.62430284E-6, 0.000000e+00], [0.000000e+00, 6.62430284E-6, 0.000000e+00]]]> : tensor<2x3x3xf32>
    return %cst : tensor<2x3x3xf32>
  }
  func.func public @main() -> tensor<2x3x3xf32> {
    %0:2 = call @inputs() : () -> (tensor<3xf32>, tensor<2x3x3xf32>)
    %1 = chlo.broadcast_power %0#0, %0#1 : (tensor<3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2 = call @expected() : () -> tensor<2x3x3xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 1 : i64} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> ()
    return %1 : tensor<2x3x3xf32>
  }
}
