// hlo-cts reproducer of program-23111::op4: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 9 element(s) differ (largest difference among them 6)
// stablehlo.reduce_window element [0, 0, 0] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 0, 1] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 0, 2] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 1, 0] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 1, 1] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 1, 2] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 2, 0] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 2, 1] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 2, 2] of ui8: expected one of {248 (0xF8), 16 (0x10), 224 (0xE0), 64 (0x40), 128 (0x80), 0 (0x0)}
//   actual    254 (0xFE)
//   off by 6 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x5x3xui8>, tensor<ui8>) {
    %c = stablehlo.constant dense<0> : tensor<1x5x3xui8>
    %c_0 = stablehlo.constant dense<254> : tensor<ui8>
    return %c, %c_0 : tensor<1x5x3xui8>, tensor<ui8>
  }
  func.func private @expected() -> tensor<1x3x3xui8> {
    %c = stablehlo.constant dense<16> : tensor<1x3x3xui8>
    return %c : tensor<1x3x3xui8>
  }
  func.func public @main() -> tensor<1x3x3xui8> {
    %0:2 = call @inputs() : () -> (tensor<1x5x3xui8>, tensor<ui8>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2, 2>, padding = dense<[[0, 0], [0, 0], [1, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 2, 2, 2>, window_dimensions = array<i64: 1, 3, 1>, window_strides = array<i64: 1, 2, 2>}> ({
    ^bb0(%arg0: tensor<ui8>, %arg1: tensor<ui8>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<ui8>
      stablehlo.return %3 : tensor<ui8>
    }) : (tensor<1x5x3xui8>, tensor<ui8>) -> tensor<1x3x3xui8>
    %2 = call @expected() : () -> tensor<1x3x3xui8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x3x3xui8>, tensor<1x3x3xui8>) -> ()
    return %1 : tensor<1x3x3xui8>
  }
}
