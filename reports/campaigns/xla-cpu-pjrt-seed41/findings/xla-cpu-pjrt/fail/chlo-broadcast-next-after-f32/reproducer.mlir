// hlo-cts reproducer of program-4219/set-1::op0: fail [chlo.broadcast_next_after (semantics)]
// tier: semantic (chlo.broadcast_next_after gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_next_after result 0): 60 element(s) differ (largest error among them 8388606 ulp)
// chlo.broadcast_next_after element [0, 0, 0] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 0, 1] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 0, 2] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 0, 3] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 1, 0] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 1, 1] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 1, 2] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 1, 3] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 2, 0] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.broadcast_next_after element [0, 2, 1] of f32: expected exactly 0x00000001 (1.401300e-45)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// ... and 50 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4xf32>, tensor<3x5x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.17549421E-38> : tensor<3x5x4xf32>
    return %cst, %cst_0 : tensor<4xf32>, tensor<3x5x4xf32>
  }
  func.func private @expected() -> tensor<3x5x4xf32> {
    %cst = stablehlo.constant dense<1.401300e-45> : tensor<3x5x4xf32>
    return %cst : tensor<3x5x4xf32>
  }
  func.func public @main() -> tensor<3x5x4xf32> {
    %0:2 = call @inputs() : () -> (tensor<4xf32>, tensor<3x5x4xf32>)
    %1 = chlo.broadcast_next_after %0#0, %0#1 : (tensor<4xf32>, tensor<3x5x4xf32>) -> tensor<3x5x4xf32>
    %2 = call @expected() : () -> tensor<3x5x4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x5x4xf32>, tensor<3x5x4xf32>) -> ()
    return %1 : tensor<3x5x4xf32>
  }
}
