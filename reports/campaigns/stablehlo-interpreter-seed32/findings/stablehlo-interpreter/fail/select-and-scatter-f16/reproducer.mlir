// hlo-cts reproducer of program-11686/set-1::op1: fail [stablehlo.select_and_scatter (semantics)]
// tier: ieee-reading (stablehlo.select_and_scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 2 element(s) differ (2 with the other sign of zero)
// stablehlo.select_and_scatter element [0] of f16: expected exactly 0x8000 (-0.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   the sign of zero differs
// stablehlo.select_and_scatter element [1] of f16: expected exactly 0x8000 (-0.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   the sign of zero differs
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xf16>, tensor<f16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf16>
    %cst_0 = stablehlo.constant dense<-0.000000e+00> : tensor<f16>
    return %cst, %cst_0 : tensor<2xf16>, tensor<f16>
  }
  func.func private @expected() -> tensor<2xf16> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<2xf16>
    return %cst : tensor<2xf16>
  }
  func.func public @main() -> tensor<2xf16> {
    %0:2 = call @inputs() : () -> (tensor<2xf16>, tensor<f16>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#0, %0#1) <{padding = dense<1> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f16>
      stablehlo.return %3 : tensor<f16>
    }) : (tensor<2xf16>, tensor<2xf16>, tensor<f16>) -> tensor<2xf16>
    %2 = call @expected() : () -> tensor<2xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xf16>, tensor<2xf16>) -> ()
    return %1 : tensor<2xf16>
  }
}
