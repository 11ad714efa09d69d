// hlo-cts reproducer of program-380::op1: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 0.886): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 4 element(s) differ (largest error among them 396 ulp)
// stablehlo.reduce_window element [0, 0] of bf16: expected within [0x410C (8.750000e+00), 0x7F7F (3.389530e+38)], or +Inf (reference 0x4120 (1.000000e+01))
//   actual    0x3F80 (1.000000e+00)
//   396 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 1] of bf16: expected within [0x410C (8.750000e+00), 0x7F7F (3.389530e+38)], or +Inf (reference 0x4120 (1.000000e+01))
//   actual    0x3F80 (1.000000e+00)
//   396 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 0] of bf16: expected within [0x410C (8.750000e+00), 0x7F7F (3.389530e+38)], or +Inf (reference 0x4120 (1.000000e+01))
//   actual    0x3F80 (1.000000e+00)
//   396 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 1] of bf16: expected within [0x410C (8.750000e+00), 0x7F7F (3.389530e+38)], or +Inf (reference 0x4120 (1.000000e+01))
//   actual    0x3F80 (1.000000e+00)
//   396 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4xbf16>, tensor<bf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x4xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    return %cst, %cst_0 : tensor<3x4xbf16>, tensor<bf16>
  }
  func.func private @expected() -> tensor<2x2xbf16> {
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<2x2xbf16>
    return %cst : tensor<2x2xbf16>
  }
  func.func public @main() -> tensor<2x2xbf16> {
    %0:2 = call @inputs() : () -> (tensor<3x4xbf16>, tensor<bf16>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2>, padding = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 2, 2>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<2x2xbf16>
    %2 = call @expected() : () -> tensor<2x2xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2xbf16>, tensor<2x2xbf16>) -> ()
    return %1 : tensor<2x2xbf16>
  }
}
