// hlo-cts reproducer of program-37905/set-1::op2: fail [chlo.top_k (semantics)]
// tier: semantic (chlo.top_k gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.top_k result 1): 2 element(s) differ (largest difference among them 3)
// chlo.top_k element [0, 0, 2] of i32: expected exactly 3 (0x3)
//   actual    0 (0x0)
//   off by -3
// chlo.top_k element [0, 0, 3] of i32: expected exactly 0 (0x0)
//   actual    3 (0x3)
//   off by 3
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x2x4xf8E5M2> {
    %cst = stablehlo.constant dense<[[[0xFF, 0.000000e+00, 0.000000e+00, 0xFE], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<1x2x4xf8E5M2>
    return %cst : tensor<1x2x4xf8E5M2>
  }
  func.func private @expected() -> tensor<1x2x4xi32> {
    %c = stablehlo.constant dense<[[[1, 2, 3, 0], [0, 1, 2, 3]]]> : tensor<1x2x4xi32>
    return %c : tensor<1x2x4xi32>
  }
  func.func public @main() -> tensor<1x2x4xi32> {
    %0 = call @inputs() : () -> tensor<1x2x4xf8E5M2>
    %values, %indices = chlo.top_k(%0, k = 4) : tensor<1x2x4xf8E5M2> -> (tensor<1x2x4xf8E5M2>, tensor<1x2x4xi32>)
    %1 = call @expected() : () -> tensor<1x2x4xi32>
    stablehlo.custom_call @check.expect_eq(%indices, %1) {has_side_effect = true} : (tensor<1x2x4xi32>, tensor<1x2x4xi32>) -> ()
    return %indices : tensor<1x2x4xi32>
  }
}
