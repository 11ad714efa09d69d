// hlo-cts reproducer of program-21055::op5: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 2 element(s) differ (largest difference among them 9952398)
// stablehlo.reduce_window element [0, 0, 0] of ui32: expected one of {1605307904 (0x5FAF0E00), 838976512 (0x3201C400), 3249190912 (0xC1AAB800), 1179783168 (0x46521000), 944037888 (0x3844E000), 2494840832 (0x94B44000), 3875241984 (0xE6FB8000), 2038497280 (0x79810000), ... (24 values)}
//   actual    1189735566 (0x46E9EC8E)
//   off by 9952398 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 1, 0] of ui32: expected one of {1605307904 (0x5FAF0E00), 838976512 (0x3201C400), 3249190912 (0xC1AAB800), 1179783168 (0x46521000), 944037888 (0x3844E000), 2494840832 (0x94B44000), 3875241984 (0xE6FB8000), 2038497280 (0x79810000), ... (24 values)}
//   actual    1189735566 (0x46E9EC8E)
//   off by 9952398 from the nearest allowed value
//   inputs    order-unspecified reduction (multiply)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x0x3xui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<> : tensor<3x0x3xui32>
    %c_0 = stablehlo.constant dense<1189735566> : tensor<ui32>
    return %c, %c_0 : tensor<3x0x3xui32>, tensor<ui32>
  }
  func.func private @expected() -> tensor<1x2x1xui32> {
    %c = stablehlo.constant dense<838976512> : tensor<1x2x1xui32>
    return %c : tensor<1x2x1xui32>
  }
  func.func public @main() -> tensor<1x2x1xui32> {
    %0:2 = call @inputs() : () -> (tensor<3x0x3xui32>, tensor<ui32>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{padding = dense<[[1, 1], [1, 1], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 2, 2, 1>, window_dimensions = array<i64: 3, 1, 3>}> ({
    ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<ui32>
      stablehlo.return %3 : tensor<ui32>
    }) : (tensor<3x0x3xui32>, tensor<ui32>) -> tensor<1x2x1xui32>
    %2 = call @expected() : () -> tensor<1x2x1xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2x1xui32>, tensor<1x2x1xui32>) -> ()
    return %1 : tensor<1x2x1xui32>
  }
}
