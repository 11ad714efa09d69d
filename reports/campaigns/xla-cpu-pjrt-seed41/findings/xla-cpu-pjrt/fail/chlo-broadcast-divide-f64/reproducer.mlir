// hlo-cts reproducer of program-6400::op1: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_divide result 0): 2 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_divide element [0, 1] of f64: expected exactly 0xC019355E1A986FB3 (-6.3021167903461217)
//   actual    0xC019355E1A986FB2 (-6.3021167903461208)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 1] of f64: expected exactly 0xC019355E1A986FB3 (-6.3021167903461217)
//   actual    0xC019355E1A986FB2 (-6.3021167903461208)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x3xf64>, tensor<3xf64>) {
    %cst = stablehlo.constant dense<9.4531751855191821> : tensor<2x3xf64>
    %cst_0 = stablehlo.constant dense<[0.000000e+00, -1.500000e+00, 0.000000e+00]> : tensor<3xf64>
    return %cst, %cst_0 : tensor<2x3xf64>, tensor<3xf64>
  }
  func.func private @expected() -> tensor<2x3xf64> {
    %cst = stablehlo.constant dense<[[0x7FF0000000000000, -6.3021167903461217, 0x7FF0000000000000], [0x7FF0000000000000, -6.3021167903461217, 0x7FF0000000000000]]> : tensor<2x3xf64>
    return %cst : tensor<2x3xf64>
  }
  func.func public @main() -> tensor<2x3xf64> {
    %0:2 = call @inputs() : () -> (tensor<2x3xf64>, tensor<3xf64>)
    %1 = chlo.broadcast_divide %0#0, %0#1 : (tensor<2x3xf64>, tensor<3xf64>) -> tensor<2x3xf64>
    %2 = call @expected() : () -> tensor<2x3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x3xf64>, tensor<2x3xf64>) -> ()
    return %1 : tensor<2x3xf64>
  }
}
