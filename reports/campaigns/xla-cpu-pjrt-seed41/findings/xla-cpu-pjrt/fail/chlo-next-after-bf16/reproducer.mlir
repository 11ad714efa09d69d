// hlo-cts reproducer of program-26862/set-1::op2: fail [chlo.next_after (semantics)]
// tier: semantic (chlo.next_after gives a value far from the result IEEE-754 arithmetic gives (relative difference 0.984): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.next_after result 0): 16 element(s) differ (largest error among them 126 ulp)
// chlo.next_after element [0, 0, 0] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [0, 0, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [0, 1, 0] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [0, 1, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [1, 0, 0] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [1, 0, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [1, 1, 0] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [1, 1, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [2, 0, 0] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// chlo.next_after element [2, 0, 1] of bf16: expected exactly 0x8001 (-9.183550e-41)
//   actual    0x807F (-1.166310e-38)
//   error: 126 ulp
// ... and 6 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x2x2xbf16>, tensor<4x2x2xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x2x2xbf16>
    %cst_0 = stablehlo.constant dense<-1.166310e-38> : tensor<4x2x2xbf16>
    return %cst, %cst_0 : tensor<4x2x2xbf16>, tensor<4x2x2xbf16>
  }
  func.func private @expected() -> tensor<4x2x2xbf16> {
    %cst = stablehlo.constant dense<-9.183550e-41> : tensor<4x2x2xbf16>
    return %cst : tensor<4x2x2xbf16>
  }
  func.func public @main() -> tensor<4x2x2xbf16> {
    %0:2 = call @inputs() : () -> (tensor<4x2x2xbf16>, tensor<4x2x2xbf16>)
    %1 = chlo.next_after %0#0, %0#1 : tensor<4x2x2xbf16>, tensor<4x2x2xbf16> -> tensor<4x2x2xbf16>
    %2 = call @expected() : () -> tensor<4x2x2xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x2x2xbf16>, tensor<4x2x2xbf16>) -> ()
    return %1 : tensor<4x2x2xbf16>
  }
}
