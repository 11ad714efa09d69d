// hlo-cts reproducer of program-128::op1: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 0.5): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 1 element(s) differ (largest error among them 4503599627370484 ulp)
// stablehlo.reduce_window element [1] of f64: expected within [0x3FFFFFFFFFFFFFF4 (1.9999999999999973), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x4008000000000000 (3.000000e+00))
//   actual    0x3FF0000000000000 (1.000000e+00)
//   4503599627370484 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xf64>, tensor<f64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    return %cst, %cst_0 : tensor<3xf64>, tensor<f64>
  }
  func.func private @expected() -> tensor<3xf64> {
    %cst = stablehlo.constant dense<[1.000000e+00, 3.000000e+00, 1.000000e+00]> : tensor<3xf64>
    return %cst : tensor<3xf64>
  }
  func.func public @main() -> tensor<3xf64> {
    %0:2 = call @inputs() : () -> (tensor<3xf64>, tensor<f64>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2>, window_dilations = array<i64: 2>, window_dimensions = array<i64: 2>}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %2 = call @expected() : () -> tensor<3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xf64>, tensor<3xf64>) -> ()
    return %1 : tensor<3xf64>
  }
}
