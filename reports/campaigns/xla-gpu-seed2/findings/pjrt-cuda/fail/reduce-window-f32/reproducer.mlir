// hlo-cts reproducer of program-823::op1: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 130): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 16 element(s) differ (largest error among them 58953256 ulp)
// stablehlo.reduce_window element [0, 0] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 1] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 2] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [0, 3] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 0] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 1] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 2] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [2, 3] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [4, 0] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce_window element [4, 1] of f32: expected within [0xBA2FA8D4 (-6.70087757E-4), 0x3A2FA8D4 (6.70087757E-4)] (reference 0x3875F18C (5.86375099E-5))
//   actual    0xBDB336FC (-0.0875072181)
//   58953256 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// ... and 6 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x4xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x4xf32>
    %cst_0 = stablehlo.constant dense<-0.0875072181> : tensor<f32>
    return %cst, %cst_0 : tensor<5x4xf32>, tensor<f32>
  }
  func.func private @expected() -> tensor<7x4xf32> {
    %cst = stablehlo.constant dense<[[5.86375099E-5, 5.86375099E-5, 5.86375099E-5, 5.86375099E-5], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [5.86375099E-5, 5.86375099E-5, 5.86375099E-5, 5.86375099E-5], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [5.86375099E-5, 5.86375099E-5, 5.86375099E-5, 5.86375099E-5], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [5.86375099E-5, 5.86375099E-5, 5.86375099E-5, 5.86375099E-5]]> : tensor<7x4xf32>
    return %cst : tensor<7x4xf32>
  }
  func.func public @main() -> tensor<7x4xf32> {
    %0:2 = call @inputs() : () -> (tensor<5x4xf32>, tensor<f32>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 1>, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 2, 2>, window_dimensions = array<i64: 3, 1>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<7x4xf32>
    %2 = call @expected() : () -> tensor<7x4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<7x4xf32>, tensor<7x4xf32>) -> ()
    return %1 : tensor<7x4xf32>
  }
}
