// hlo-cts reproducer of program-1315::op6: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a value far from every result an order of its computation gives (relative difference 6.55e+05): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 2 element(s) differ (largest error among them 81 ulp)
// stablehlo.select_and_scatter element [4, 0] of f8E5M2: expected exactly 0x00 (0.000000e+00)
//   actual    0xD1 (-4.000000e+01)
//   error: 81 ulp
// stablehlo.select_and_scatter element [4, 2] of f8E5M2: expected exactly 0xD1 (-4.000000e+01)
//   actual    0x00 (0.000000e+00)
//   error: 81 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3xf8E5M2>, tensor<5x1xf8E5M2>, tensor<f8E5M2>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0xFE, 0.000000e+00, 0.000000e+00]]> : tensor<5x3xf8E5M2>
    %cst_0 = stablehlo.constant dense<[[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [-4.000000e+01]]> : tensor<5x1xf8E5M2>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    return %cst, %cst_0, %cst_1 : tensor<5x3xf8E5M2>, tensor<5x1xf8E5M2>, tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<5x3xf8E5M2> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -4.000000e+01]]> : tensor<5x3xf8E5M2>
    return %cst : tensor<5x3xf8E5M2>
  }
  func.func public @main() -> tensor<5x3xf8E5M2> {
    %0:3 = call @inputs() : () -> (tensor<5x3xf8E5M2>, tensor<5x1xf8E5M2>, tensor<f8E5M2>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.compare  GT, %arg0, %arg1,  TOTALORDER : (tensor<f8E5M2>, tensor<f8E5M2>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.minimum %arg0, %arg1 : tensor<f8E5M2>
      stablehlo.return %3 : tensor<f8E5M2>
    }) : (tensor<5x3xf8E5M2>, tensor<5x1xf8E5M2>, tensor<f8E5M2>) -> tensor<5x3xf8E5M2>
    %2 = call @expected() : () -> tensor<5x3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3xf8E5M2>, tensor<5x3xf8E5M2>) -> ()
    return %1 : tensor<5x3xf8E5M2>
  }
}
