// hlo-cts reproducer of program-12775::op0: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 1 element(s) differ (largest difference among them 134)
// stablehlo.select_and_scatter element [0, 0] of i8: expected exactly 126 (0x7E)
//   actual    -8 (0xF8)
//   off by -134
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x1xi8>, tensor<1x2xi8>, tensor<i8>) {
    %c = stablehlo.constant dense<0> : tensor<3x1xi8>
    %c_0 = stablehlo.constant dense<1> : tensor<1x2xi8>
    %c_1 = stablehlo.constant dense<126> : tensor<i8>
    return %c, %c_0, %c_1 : tensor<3x1xi8>, tensor<1x2xi8>, tensor<i8>
  }
  func.func private @expected() -> tensor<3x1xi8> {
    %c = stablehlo.constant dense<126> : tensor<3x1xi8>
    return %c : tensor<3x1xi8>
  }
  func.func public @main() -> tensor<3x1xi8> {
    %0:3 = call @inputs() : () -> (tensor<3x1xi8>, tensor<1x2xi8>, tensor<i8>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 2>}> ({
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<i8>):
      %3 = stablehlo.compare  EQ, %arg0, %arg1,  SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<i8>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<i8>
      stablehlo.return %3 : tensor<i8>
    }) : (tensor<3x1xi8>, tensor<1x2xi8>, tensor<i8>) -> tensor<3x1xi8>
    %2 = call @expected() : () -> tensor<3x1xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x1xi8>, tensor<3x1xi8>) -> ()
    return %1 : tensor<3x1xi8>
  }
}
