// hlo-cts reproducer of program-2025/set-1::op5: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 0.875): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 12 element(s) differ (largest error among them 27021597764222973 ulp)
// stablehlo.reduce_window element [0, 0] of f64: expected within [0x404FFFFFFFFFFFFD (63.999999999999979), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x4080000000000000 (5.120000e+02))
//   actual    0x4020000000000000 (8.000000e+00)
//   13510798882111485 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 1] of f64: expected within [0x407FFFFFFFFFFFFD (511.99999999999983), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x40B0000000000000 (4.096000e+03))
//   actual    0x4020000000000000 (8.000000e+00)
//   27021597764222973 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 0] of f64: expected within [0x404FFFFFFFFFFFFD (63.999999999999979), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x4080000000000000 (5.120000e+02))
//   actual    0x4020000000000000 (8.000000e+00)
//   13510798882111485 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [1, 1] of f64: expected within [0x407FFFFFFFFFFFFD (511.99999999999983), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x40B0000000000000 (4.096000e+03))
//   actual    0x4020000000000000 (8.000000e+00)
//   27021597764222973 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 0] of f64: expected within [0x404FFFFFFFFFFFFD (63.999999999999979), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x4080000000000000 (5.120000e+02))
//   actual    0x4020000000000000 (8.000000e+00)
//   13510798882111485 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 1] of f64: expected within [0x407FFFFFFFFFFFFD (511.99999999999983), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x40B0000000000000 (4.096000e+03))
//   actual    0x4020000000000000 (8.000000e+00)
//   27021597764222973 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 0] of f64: expected within [0x404FFFFFFFFFFFFD (63.999999999999979), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x4080000000000000 (5.120000e+02))
//   actual    0x4020000000000000 (8.000000e+00)
//   13510798882111485 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [3, 1] of f64: expected within [0x407FFFFFFFFFFFFD (511.99999999999983), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x40B0000000000000 (4.096000e+03))
//   actual    0x4020000000000000 (8.000000e+00)
//   27021597764222973 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [4, 0] of f64: expected within [0x404FFFFFFFFFFFFD (63.999999999999979), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x4080000000000000 (5.120000e+02))
//   actual    0x4020000000000000 (8.000000e+00)
//   13510798882111485 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [4, 1] of f64: expected within [0x407FFFFFFFFFFFFD (511.99999999999983), 0x7FEFFFFFFFFFFFFF (1.7976931348623157E+308)], or +Inf (reference 0x40B0000000000000 (4.096000e+03))
//   actual    0x4020000000000000 (8.000000e+00)
//   27021597764222973 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x3xf64>, tensor<f64>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f64>
    return %cst, %cst_0 : tensor<3x3xf64>, tensor<f64>
  }
  func.func private @expected() -> tensor<6x2xf64> {
    %cst = stablehlo.constant dense<[[5.120000e+02, 4.096000e+03], [5.120000e+02, 4.096000e+03], [5.120000e+02, 4.096000e+03], [5.120000e+02, 4.096000e+03], [5.120000e+02, 4.096000e+03], [5.120000e+02, 4.096000e+03]]> : tensor<6x2xf64>
    return %cst : tensor<6x2xf64>
  }
  func.func public @main() -> tensor<6x2xf64> {
    %0:2 = call @inputs() : () -> (tensor<3x3xf64>, tensor<f64>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 1>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 2, 2>}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f64>
      stablehlo.return %3 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<f64>) -> tensor<6x2xf64>
    %2 = call @expected() : () -> tensor<6x2xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<6x2xf64>, tensor<6x2xf64>) -> ()
    return %1 : tensor<6x2xf64>
  }
}
