// hlo-cts reproducer of program-44271/set-1::op8: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 2 element(s) differ (largest difference among them 2147483647)
// stablehlo.select_and_scatter element [0, 0, 2] of i32: expected exactly 0 (0x0)
//   actual    2147483647 (0x7FFFFFFF)
//   off by 2147483647
// stablehlo.select_and_scatter element [0, 1, 1] of i32: expected exactly 2147483647 (0x7FFFFFFF)
//   actual    0 (0x0)
//   off by -2147483647
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4x4xi32>, tensor<1x3x3xi32>, tensor<i32>) {
    %c = stablehlo.constant dense<[[[0, 0, -2147483648, 0], [0, -2147483648, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]]> : tensor<1x4x4xi32>
    %c_0 = stablehlo.constant dense<[[[2147483647, 0, 0], [0, 0, 0], [0, 0, 0]]]> : tensor<1x3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    return %c, %c_0, %c_1 : tensor<1x4x4xi32>, tensor<1x3x3xi32>, tensor<i32>
  }
  func.func private @expected() -> tensor<1x4x4xi32> {
    %c = stablehlo.constant dense<[[[0, 0, 0, 0], [0, 2147483647, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]]> : tensor<1x4x4xi32>
    return %c : tensor<1x4x4xi32>
  }
  func.func public @main() -> tensor<1x4x4xi32> {
    %0:3 = call @inputs() : () -> (tensor<1x4x4xi32>, tensor<1x3x3xi32>, tensor<i32>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{padding = dense<[[0, 1], [0, 1], [0, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 2, 3, 3>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %3 = stablehlo.compare  LT, %arg0, %arg1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %3 = stablehlo.or %arg0, %arg1 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<1x4x4xi32>, tensor<1x3x3xi32>, tensor<i32>) -> tensor<1x4x4xi32>
    %2 = call @expected() : () -> tensor<1x4x4xi32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x4x4xi32>, tensor<1x4x4xi32>) -> ()
    return %1 : tensor<1x4x4xi32>
  }
}
