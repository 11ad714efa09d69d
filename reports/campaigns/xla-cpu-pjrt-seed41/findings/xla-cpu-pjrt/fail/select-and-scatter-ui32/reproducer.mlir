// hlo-cts reproducer of program-11116/set-1::op0: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.select_and_scatter element [1, 2, 1] of ui32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x3x5xui32>, tensor<2x2x6xui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<[[[0, 4294967294, 0, 0, 0], [0, 0, 4294967294, 0, 0], [0, 0, 0, 0, 0]], [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 4294967294, 0, 0, 0]], [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]], [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]]> : tensor<4x3x5xui32>
    %c_0 = stablehlo.constant dense<1> : tensor<2x2x6xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    return %c, %c_0, %c_1 : tensor<4x3x5xui32>, tensor<2x2x6xui32>, tensor<ui32>
  }
  func.func private @expected() -> tensor<4x3x5xui32> {
    %c = stablehlo.constant dense<[[[0, 0, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 0, 0]], [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 1, 0, 0, 0]], [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [1, 1, 1, 1, 1]], [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [1, 1, 1, 1, 1]]]> : tensor<4x3x5xui32>
    return %c : tensor<4x3x5xui32>
  }
  func.func public @main() -> tensor<4x3x5xui32> {
    %0:3 = call @inputs() : () -> (tensor<4x3x5xui32>, tensor<2x2x6xui32>, tensor<ui32>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{padding = dense<[[0, 1], [0, 1], [1, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 3, 3, 2>, window_strides = array<i64: 2, 1, 1>}> ({
    ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>):
      %3 = stablehlo.compare  NE, %arg0, %arg1 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<ui32>
      stablehlo.return %3 : tensor<ui32>
    }) : (tensor<4x3x5xui32>, tensor<2x2x6xui32>, tensor<ui32>) -> tensor<4x3x5xui32>
    %2 = call @expected() : () -> tensor<4x3x5xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x3x5xui32>, tensor<4x3x5xui32>) -> ()
    return %1 : tensor<4x3x5xui32>
  }
}
