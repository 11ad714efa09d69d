// hlo-cts reproducer of program-3812/set-1::op2: fail [chlo.broadcast_next_after (semantics)]
// tier: semantic (chlo.broadcast_next_after gives a value far from the result IEEE-754 arithmetic gives (relative difference 0.984): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_next_after result 0): 4 element(s) differ (largest error among them 126 ulp)
// chlo.broadcast_next_after element [0, 0, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.broadcast_next_after element [1, 0, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.broadcast_next_after element [2, 0, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.broadcast_next_after element [3, 0, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x1x4xbf16>, tensor<1x1x4xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x1x4xbf16>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, -1.166310e-38, 0.000000e+00, 0.000000e+00]]]> : tensor<1x1x4xbf16>
    return %cst, %cst_0 : tensor<4x1x4xbf16>, tensor<1x1x4xbf16>
  }
  func.func private @expected() -> tensor<4x1x4xbf16> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, -9.183550e-41, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, -9.183550e-41, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, -9.183550e-41, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, -9.183550e-41, 0.000000e+00, 0.000000e+00]]]> : tensor<4x1x4xbf16>
    return %cst : tensor<4x1x4xbf16>
  }
  func.func public @main() -> tensor<4x1x4xbf16> {
    %0:2 = call @inputs() : () -> (tensor<4x1x4xbf16>, tensor<1x1x4xbf16>)
    %1 = chlo.broadcast_next_after %0#0, %0#1 : (tensor<4x1x4xbf16>, tensor<1x1x4xbf16>) -> tensor<4x1x4xbf16>
    %2 = call @expected() : () -> tensor<4x1x4xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x1x4xbf16>, tensor<4x1x4xbf16>) -> ()
    return %1 : tensor<4x1x4xbf16>
  }
}
