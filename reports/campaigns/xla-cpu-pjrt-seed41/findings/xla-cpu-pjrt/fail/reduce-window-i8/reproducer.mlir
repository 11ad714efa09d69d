// hlo-cts reproducer of program-1740::op3: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 1 element(s) differ (largest difference among them 62)
// stablehlo.reduce_window element [0, 0] of i8: expected one of {4 (0x4), -8 (0xF8), 16 (0x10), -32 (0xE0), 64 (0x40), -128 (0x80), 0 (0x0)}
//   actual    126 (0x7E)
//   off by 62 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x2xi8>, tensor<i8>) {
    %c = stablehlo.constant dense<0> : tensor<1x2xi8>
    %c_0 = stablehlo.constant dense<126> : tensor<i8>
    return %c, %c_0 : tensor<1x2xi8>, tensor<i8>
  }
  func.func private @expected() -> tensor<2x1xi8> {
    %c = stablehlo.constant dense<[[-8], [0]]> : tensor<2x1xi8>
    return %c : tensor<2x1xi8>
  }
  func.func public @main() -> tensor<2x1xi8> {
    %0:2 = call @inputs() : () -> (tensor<1x2xi8>, tensor<i8>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<i8>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<i8>
      stablehlo.return %3 : tensor<i8>
    }) : (tensor<1x2xi8>, tensor<i8>) -> tensor<2x1xi8>
    %2 = call @expected() : () -> tensor<2x1xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1xi8>, tensor<2x1xi8>) -> ()
    return %1 : tensor<2x1xi8>
  }
}
