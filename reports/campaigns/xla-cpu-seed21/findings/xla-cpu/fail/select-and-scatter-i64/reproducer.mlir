// hlo-cts reproducer of program-23064/set-1::op0: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 1 element(s) differ (largest difference among them 9223372036854775807)
// stablehlo.select_and_scatter element [0, 3, 2] of i64: expected exactly 0 (0x0)
//   actual    9223372036854775807 (0x7FFFFFFFFFFFFFFF)
//   off by 9223372036854775807
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5x4xi64>, tensor<1x3x4xi64>, tensor<i64>) {
    %c = stablehlo.constant dense<[[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, -9223372036854775808, 0], [0, 0, 0, 0]], [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, -9223372036854775808, 0, 0], [0, 0, 0, 0]]]> : tensor<2x5x4xi64>
    %c_0 = stablehlo.constant dense<[[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 9223372036854775807, 0]]]> : tensor<1x3x4xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    return %c, %c_0, %c_1 : tensor<2x5x4xi64>, tensor<1x3x4xi64>, tensor<i64>
  }
  func.func private @expected() -> tensor<2x5x4xi64> {
    %c = stablehlo.constant dense<[[[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 1, 1], [1, 1, 0, 0], [1, 1, 1, 1]], [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1], [1, 0, 1, 1], [1, 1, 1, 1]]]> : tensor<2x5x4xi64>
    return %c : tensor<2x5x4xi64>
  }
  func.func public @main() -> tensor<2x5x4xi64> {
    %0:3 = call @inputs() : () -> (tensor<2x5x4xi64>, tensor<1x3x4xi64>, tensor<i64>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{padding = dense<[[0, 1], [1, 1], [0, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 2, 2, 2>, window_strides = array<i64: 2, 2, 1>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %3 = stablehlo.compare  LE, %arg0, %arg1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
      stablehlo.return %3 : tensor<i64>
    }) : (tensor<2x5x4xi64>, tensor<1x3x4xi64>, tensor<i64>) -> tensor<2x5x4xi64>
    %2 = call @expected() : () -> tensor<2x5x4xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x5x4xi64>, tensor<2x5x4xi64>) -> ()
    return %1 : tensor<2x5x4xi64>
  }
}
