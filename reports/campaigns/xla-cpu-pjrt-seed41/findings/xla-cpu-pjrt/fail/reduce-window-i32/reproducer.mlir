// hlo-cts reproducer of program-7076::op1: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 4 element(s) differ (largest difference among them 1073741822)
// stablehlo.reduce_window element [0, 0, 0] of i32: expected one of {4 (0x4), -8 (0xFFFFFFF8), 16 (0x10), -32 (0xFFFFFFE0), 64 (0x40), -128 (0xFFFFFF80), 256 (0x100), -512 (0xFFFFFE00), ... (31 values)}
//   actual    2147483646 (0x7FFFFFFE)
//   off by 1073741822 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 0, 0] of i32: expected one of {4 (0x4), -8 (0xFFFFFFF8), 16 (0x10), -32 (0xFFFFFFE0), 64 (0x40), -128 (0xFFFFFF80), 256 (0x100), -512 (0xFFFFFE00), ... (31 values)}
//   actual    2147483646 (0x7FFFFFFE)
//   off by 1073741822 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 0, 0] of i32: expected one of {4 (0x4), -8 (0xFFFFFFF8), 16 (0x10), -32 (0xFFFFFFE0), 64 (0x40), -128 (0xFFFFFF80), 256 (0x100), -512 (0xFFFFFE00), ... (31 values)}
//   actual    2147483646 (0x7FFFFFFE)
//   off by 1073741822 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 0, 0] of i32: expected one of {4 (0x4), -8 (0xFFFFFFF8), 16 (0x10), -32 (0xFFFFFFE0), 64 (0x40), -128 (0xFFFFFF80), 256 (0x100), -512 (0xFFFFFE00), ... (31 values)}
//   actual    2147483646 (0x7FFFFFFE)
//   off by 1073741822 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x0x0xi32>, tensor<i32>) {
    %c = stablehlo.constant dense<> : tensor<3x0x0xi32>
    %c_0 = stablehlo.constant dense<2147483646> : tensor<i32>
    return %c, %c_0 : tensor<3x0x0xi32>, tensor<i32>
  }
  func.func private @expected() -> tensor<4x1x1xi32> {
    %c = stablehlo.constant dense<-8> : tensor<4x1x1xi32>
    return %c : tensor<4x1x1xi32>
  }
  func.func public @main() -> tensor<4x1x1xi32> {
    %0:2 = call @inputs() : () -> (tensor<3x0x0xi32>, tensor<i32>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2, 1>, padding = dense<[[0, 0], [1, 0], [1, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 2, 1, 1>, window_strides = array<i64: 1, 1, 2>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<3x0x0xi32>, tensor<i32>) -> tensor<4x1x1xi32>
    %2 = call @expected() : () -> tensor<4x1x1xi32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> ()
    return %1 : tensor<4x1x1xi32>
  }
}
