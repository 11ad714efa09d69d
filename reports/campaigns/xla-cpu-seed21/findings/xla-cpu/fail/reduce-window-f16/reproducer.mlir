// hlo-cts reproducer of program-1000/set-1::op5: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 0.833): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 6 element(s) differ (largest error among them 2557 ulp)
// stablehlo.reduce_window element [0, 0] of f16: expected within [0x45FD (5.988280e+00), 0x7BFF (6.550400e+04)], or +Inf (reference 0x4700 (7.000000e+00))
//   actual    0x3C00 (1.000000e+00)
//   2557 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 1] of f16: expected within [0x45FD (5.988280e+00), 0x7BFF (6.550400e+04)], or +Inf (reference 0x4700 (7.000000e+00))
//   actual    0x3C00 (1.000000e+00)
//   2557 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 0] of f16: expected within [0x45FD (5.988280e+00), 0x7BFF (6.550400e+04)], or +Inf (reference 0x4700 (7.000000e+00))
//   actual    0x3C00 (1.000000e+00)
//   2557 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 1] of f16: expected within [0x45FD (5.988280e+00), 0x7BFF (6.550400e+04)], or +Inf (reference 0x4700 (7.000000e+00))
//   actual    0x3C00 (1.000000e+00)
//   2557 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [2, 0] of f16: expected within [0x45FD (5.988280e+00), 0x7BFF (6.550400e+04)], or +Inf (reference 0x4700 (7.000000e+00))
//   actual    0x3C00 (1.000000e+00)
//   2557 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [2, 1] of f16: expected within [0x45FD (5.988280e+00), 0x7BFF (6.550400e+04)], or +Inf (reference 0x4700 (7.000000e+00))
//   actual    0x3C00 (1.000000e+00)
//   2557 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x4xf16>, tensor<f16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x4xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    return %cst, %cst_0 : tensor<5x4xf16>, tensor<f16>
  }
  func.func private @expected() -> tensor<3x2xf16> {
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<3x2xf16>
    return %cst : tensor<3x2xf16>
  }
  func.func public @main() -> tensor<3x2xf16> {
    %0:2 = call @inputs() : () -> (tensor<5x4xf16>, tensor<f16>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 1>, padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 2, 1>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f16>
      stablehlo.return %3 : tensor<f16>
    }) : (tensor<5x4xf16>, tensor<f16>) -> tensor<3x2xf16>
    %2 = call @expected() : () -> tensor<3x2xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2xf16>, tensor<3x2xf16>) -> ()
    return %1 : tensor<3x2xf16>
  }
}
