// hlo-cts reproducer of program-1703/set-1::op4: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a wrong boolean; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.select_and_scatter element [3, 3, 2] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4x4xi1>, tensor<3x3x2xi1>, tensor<i1>) {
    %c = stablehlo.constant dense<[[[false, false, false, false], [false, false, false, false], [false, false, false, false], [false, false, false, false]], [[false, false, false, false], [false, false, false, false], [false, false, false, false], [false, false, false, false]], [[false, false, false, false], [false, false, false, false], [false, false, false, false], [false, false, false, false]], [[false, false, false, false], [false, false, false, false], [false, false, false, false], [false, true, false, false]]]> : tensor<4x4x4xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<3x3x2xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    return %c, %c_0, %c_1 : tensor<4x4x4xi1>, tensor<3x3x2xi1>, tensor<i1>
  }
  func.func private @expected() -> tensor<4x4x4xi1> {
    %c = stablehlo.constant dense<[[[true, false, true, false], [true, false, true, false], [true, false, true, false], [false, false, false, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [false, false, false, false]], [[true, false, true, false], [false, false, true, false], [false, false, true, false], [false, false, false, false]], [[false, false, false, false], [false, false, false, false], [false, false, false, false], [false, false, true, false]]]> : tensor<4x4x4xi1>
    return %c : tensor<4x4x4xi1>
  }
  func.func public @main() -> tensor<4x4x4xi1> {
    %0:3 = call @inputs() : () -> (tensor<4x4x4xi1>, tensor<3x3x2xi1>, tensor<i1>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{padding = dense<[[0, 0], [0, 1], [0, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 2, 3, 3>, window_strides = array<i64: 1, 1, 2>}> ({
    ^bb0(%arg0: tensor<i1>, %arg1: tensor<i1>):
      %3 = stablehlo.compare  EQ, %arg0, %arg1 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i1>, %arg1: tensor<i1>):
      %3 = stablehlo.or %arg0, %arg1 : tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<4x4x4xi1>, tensor<3x3x2xi1>, tensor<i1>) -> tensor<4x4x4xi1>
    %2 = call @expected() : () -> tensor<4x4x4xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x4x4xi1>, tensor<4x4x4xi1>) -> ()
    return %1 : tensor<4x4x4xi1>
  }
}
