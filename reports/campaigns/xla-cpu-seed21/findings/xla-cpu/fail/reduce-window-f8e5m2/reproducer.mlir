// hlo-cts reproducer of program-2212::op1: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 0.911): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 12 element(s) differ (largest error among them 14 ulp)
// stablehlo.reduce_window element [1, 0, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 1, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 2, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 3, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 4, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 5, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 0, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 1, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 2, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 3, 0] of f8E5M2: expected within [0x7B (5.734400e+04), 0x7B (5.734400e+04)], or +Inf (reference 0x7C (+Inf))
//   actual    0x6D (5.120000e+03)
//   14 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5x2xf8E5M2>, tensor<f8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x5x2xf8E5M2>
    %cst_0 = stablehlo.constant dense<5.120000e+03> : tensor<f8E5M2>
    return %cst, %cst_0 : tensor<2x5x2xf8E5M2>, tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<4x6x1xf8E5M2> {
    %cst = stablehlo.constant dense<[[[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0x7C], [0x7C], [0x7C], [0x7C], [0x7C], [0x7C]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0x7C], [0x7C], [0x7C], [0x7C], [0x7C], [0x7C]]]> : tensor<4x6x1xf8E5M2>
    return %cst : tensor<4x6x1xf8E5M2>
  }
  func.func public @main() -> tensor<4x6x1xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<2x5x2xf8E5M2>, tensor<f8E5M2>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 1, 2>, padding = dense<[[0, 1], [1, 1], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 2, 1, 2>, window_dimensions = array<i64: 1, 2, 2>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f8E5M2>
      stablehlo.return %3 : tensor<f8E5M2>
    }) : (tensor<2x5x2xf8E5M2>, tensor<f8E5M2>) -> tensor<4x6x1xf8E5M2>
    %2 = call @expected() : () -> tensor<4x6x1xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x6x1xf8E5M2>, tensor<4x6x1xf8E5M2>) -> ()
    return %1 : tensor<4x6x1xf8E5M2>
  }
}
