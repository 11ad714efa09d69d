// hlo-cts reproducer of program-3406::op1: fail [stablehlo.reduce_window (semantics)]
// tier: semantic (stablehlo.reduce_window gives a value far from every result an order of its computation gives (relative difference 0.75): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce_window result 0): 6 element(s) differ (largest error among them 16777211 ulp)
// stablehlo.reduce_window element [0, 0, 0] (real part) of complex<f32>: expected within [0x407FFFFB (3.99999881), 0x7F7FFFFF (3.40282347E+38)], or +Inf (reference 0x40A00000 (5.000000e+00))
//   actual    0x3F800000 (1.000000e+00)
//   16777211 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 0, 1] (real part) of complex<f32>: expected within [0x407FFFFB (3.99999881), 0x7F7FFFFF (3.40282347E+38)], or +Inf (reference 0x40A00000 (5.000000e+00))
//   actual    0x3F800000 (1.000000e+00)
//   16777211 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 0, 2] (real part) of complex<f32>: expected within [0x407FFFFB (3.99999881), 0x7F7FFFFF (3.40282347E+38)], or +Inf (reference 0x40A00000 (5.000000e+00))
//   actual    0x3F800000 (1.000000e+00)
//   16777211 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 0, 0] (real part) of complex<f32>: expected within [0x407FFFFB (3.99999881), 0x7F7FFFFF (3.40282347E+38)], or +Inf (reference 0x40A00000 (5.000000e+00))
//   actual    0x3F800000 (1.000000e+00)
//   16777211 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 0, 1] (real part) of complex<f32>: expected within [0x407FFFFB (3.99999881), 0x7F7FFFFF (3.40282347E+38)], or +Inf (reference 0x40A00000 (5.000000e+00))
//   actual    0x3F800000 (1.000000e+00)
//   16777211 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [1, 0, 2] (real part) of complex<f32>: expected within [0x407FFFFB (3.99999881), 0x7F7FFFFF (3.40282347E+38)], or +Inf (reference 0x40A00000 (5.000000e+00))
//   actual    0x3F800000 (1.000000e+00)
//   16777211 ulp outside the interval
//   inputs    order-unspecified reduction (add)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x1x4xcomplex<f32>>, tensor<complex<f32>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3x1x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    return %cst, %cst_0 : tensor<3x1x4xcomplex<f32>>, tensor<complex<f32>>
  }
  func.func private @expected() -> tensor<2x1x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<(5.000000e+00,0.000000e+00)> : tensor<2x1x3xcomplex<f32>>
    return %cst : tensor<2x1x3xcomplex<f32>>
  }
  func.func public @main() -> tensor<2x1x3xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<3x1x4xcomplex<f32>>, tensor<complex<f32>>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 1, 2>, window_dimensions = array<i64: 3, 1, 2>, window_strides = array<i64: 2, 2, 2>}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %3 : tensor<complex<f32>>
    }) : (tensor<3x1x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x1x3xcomplex<f32>>
    %2 = call @expected() : () -> tensor<2x1x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1x3xcomplex<f32>>, tensor<2x1x3xcomplex<f32>>) -> ()
    return %1 : tensor<2x1x3xcomplex<f32>>
  }
}
