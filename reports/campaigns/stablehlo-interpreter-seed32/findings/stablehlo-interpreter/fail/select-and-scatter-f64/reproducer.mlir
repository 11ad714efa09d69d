// hlo-cts reproducer of program-119::op5: fail [stablehlo.select_and_scatter (semantics)]
// tier: ieee-reading (stablehlo.select_and_scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 1 element(s) differ (1 with the other sign of zero)
// stablehlo.select_and_scatter element [2] of f64: expected exactly 0x8000000000000000 (-0.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   the sign of zero differs
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xf64>, tensor<1xf64>, tensor<f64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_1 = stablehlo.constant dense<-1786.1934742284166> : tensor<f64>
    return %cst, %cst_0, %cst_1 : tensor<3xf64>, tensor<1xf64>, tensor<f64>
  }
  func.func private @expected() -> tensor<3xf64> {
    %cst = stablehlo.constant dense<[-1786.1934742284166, -1786.1934742284166, -0.000000e+00]> : tensor<3xf64>
    return %cst : tensor<3xf64>
  }
  func.func public @main() -> tensor<3xf64> {
    %0:3 = call @inputs() : () -> (tensor<3xf64>, tensor<1xf64>, tensor<f64>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{window_dimensions = array<i64: 3>}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.compare  GT, %arg0, %arg1,  FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<3xf64>, tensor<1xf64>, tensor<f64>) -> tensor<3xf64>
    %2 = call @expected() : () -> tensor<3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xf64>, tensor<3xf64>) -> ()
    return %1 : tensor<3xf64>
  }
}
