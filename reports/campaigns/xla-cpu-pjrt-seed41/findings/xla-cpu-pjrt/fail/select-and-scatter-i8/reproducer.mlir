// hlo-cts reproducer of program-8893/set-1::op5: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 2 element(s) differ (largest difference among them 1)
// stablehlo.select_and_scatter element [1, 3, 3] of i8: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.select_and_scatter element [1, 4, 3] of i8: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5x5xi8>, tensor<2x3x3xi8>, tensor<i8>) {
    %c = stablehlo.constant dense<[[[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]], [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 127, 0, 0]]]> : tensor<2x5x5xi8>
    %c_0 = stablehlo.constant dense<0> : tensor<2x3x3xi8>
    %c_1 = stablehlo.constant dense<1> : tensor<i8>
    return %c, %c_0, %c_1 : tensor<2x5x5xi8>, tensor<2x3x3xi8>, tensor<i8>
  }
  func.func private @expected() -> tensor<2x5x5xi8> {
    %c = stablehlo.constant dense<[[[0, 1, 0, 1, 0], [0, 1, 0, 1, 0], [1, 1, 1, 1, 1], [0, 1, 0, 1, 0], [1, 1, 1, 1, 1]], [[0, 1, 0, 1, 0], [0, 1, 0, 1, 0], [1, 1, 1, 1, 1], [0, 1, 1, 1, 0], [1, 1, 1, 0, 1]]]> : tensor<2x5x5xi8>
    return %c : tensor<2x5x5xi8>
  }
  func.func public @main() -> tensor<2x5x5xi8> {
    %0:3 = call @inputs() : () -> (tensor<2x5x5xi8>, tensor<2x3x3xi8>, tensor<i8>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{padding = dense<[[0, 0], [1, 0], [0, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>}> ({
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<i8>):
      %3 = stablehlo.compare  EQ, %arg0, %arg1,  SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<i8>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<i8>
      stablehlo.return %3 : tensor<i8>
    }) : (tensor<2x5x5xi8>, tensor<2x3x3xi8>, tensor<i8>) -> tensor<2x5x5xi8>
    %2 = call @expected() : () -> tensor<2x5x5xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x5x5xi8>, tensor<2x5x5xi8>) -> ()
    return %1 : tensor<2x5x5xi8>
  }
}
