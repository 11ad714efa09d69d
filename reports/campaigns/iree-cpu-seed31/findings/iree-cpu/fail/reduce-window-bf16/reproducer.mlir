// hlo-cts reproducer of program-2422::op1: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 107): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 3 element(s) differ (largest error among them 863 ulp)
// stablehlo.reduce_window element [0, 0, 0] of bf16: expected within [0xB553 (-7.860360e-07), 0x3553 (7.860360e-07)] (reference 0x31F8 (7.217740e-09))
//   actual    0x38B2 (8.487700e-05)
//   863 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 1, 0] of bf16: expected within [0xB553 (-7.860360e-07), 0x3553 (7.860360e-07)] (reference 0x31F8 (7.217740e-09))
//   actual    0x38B2 (8.487700e-05)
//   863 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 2, 0] of bf16: expected within [0xB553 (-7.860360e-07), 0x3553 (7.860360e-07)] (reference 0x31F8 (7.217740e-09))
//   actual    0x38B2 (8.487700e-05)
//   863 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<0x2x1xbf16>, tensor<bf16>) {
    %cst = stablehlo.constant dense<> : tensor<0x2x1xbf16>
    %cst_0 = stablehlo.constant dense<-9.216300e-03> : tensor<bf16>
    return %cst, %cst_0 : tensor<0x2x1xbf16>, tensor<bf16>
  }
  func.func private @expected() -> tensor<1x3x1xbf16> {
    %cst = stablehlo.constant dense<7.217740e-09> : tensor<1x3x1xbf16>
    return %cst : tensor<1x3x1xbf16>
  }
  func.func public @main() -> tensor<1x3x1xbf16> {
    %0:2 = call @inputs() : () -> (tensor<0x2x1xbf16>, tensor<bf16>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{padding = dense<[[1, 0], [1, 0], [1, 1]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 3>}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<0x2x1xbf16>, tensor<bf16>) -> tensor<1x3x1xbf16>
    %2 = call @expected() : () -> tensor<1x3x1xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x3x1xbf16>, tensor<1x3x1xbf16>) -> ()
    return %1 : tensor<1x3x1xbf16>
  }
}
