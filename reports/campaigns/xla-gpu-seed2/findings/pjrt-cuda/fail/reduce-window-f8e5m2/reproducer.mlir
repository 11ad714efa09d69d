// hlo-cts reproducer of program-5365::op5: fail [stablehlo.reduce_window (semantics)]
// tier: ieee-reading (stablehlo.reduce_window misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 10 element(s) differ (largest error among them 3 ulp)
// stablehlo.reduce_window element [0, 0, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 1, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 2, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 3, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 4, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 0, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 1, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 2, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 3, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 4, 0] of f8E5M2: expected within [0x3F (1.750000e+00), 0x7B (5.734400e+04)], or +Inf (reference 0x42 (3.000000e+00))
//   actual    0x3C (1.000000e+00)
//   3 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x3x2xf8E5M2>, tensor<f8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x3x2xf8E5M2>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f8E5M2>
    return %cst, %cst_0 : tensor<1x3x2xf8E5M2>, tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<2x5x1xf8E5M2> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x5x1xf8E5M2>
    return %cst : tensor<2x5x1xf8E5M2>
  }
  func.func public @main() -> tensor<2x5x1xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<1x3x2xf8E5M2>, tensor<f8E5M2>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2, 2>, padding = dense<[[1, 1], [0, 0], [0, 0]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 2, 1, 2>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f8E5M2>
      stablehlo.return %3 : tensor<f8E5M2>
    }) : (tensor<1x3x2xf8E5M2>, tensor<f8E5M2>) -> tensor<2x5x1xf8E5M2>
    %2 = call @expected() : () -> tensor<2x5x1xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x5x1xf8E5M2>, tensor<2x5x1xf8E5M2>) -> ()
    return %1 : tensor<2x5x1xf8E5M2>
  }
}
