// hlo-cts reproducer of program-3420/set-1::op5: fail [chlo.next_after (semantics)]
// tier: semantic (chlo.next_after gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.next_after result 0): 10 element(s) differ (largest error among them 8388606 ulp)
// chlo.next_after element [0] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [1] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [2] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [3] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [4] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [5] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [6] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [7] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [8] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [9] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x807FFFFF (-1.17549421E-38)
//   error: 8388606 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<10xf32>, tensor<10xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_0 = stablehlo.constant dense<-1.17549421E-38> : tensor<10xf32>
    return %cst, %cst_0 : tensor<10xf32>, tensor<10xf32>
  }
  func.func private @expected() -> tensor<10xf32> {
    %cst = stablehlo.constant dense<-1.401300e-45> : tensor<10xf32>
    return %cst : tensor<10xf32>
  }
  func.func public @main() -> tensor<10xf32> {
    %0:2 = call @inputs() : () -> (tensor<10xf32>, tensor<10xf32>)
    %1 = chlo.next_after %0#0, %0#1 : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
    %2 = call @expected() : () -> tensor<10xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<10xf32>, tensor<10xf32>) -> ()
    return %1 : tensor<10xf32>
  }
}
