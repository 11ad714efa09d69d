// hlo-cts reproducer of program-13366: fail [stablehlo.reduce (semantics)]
// tier: semantic (stablehlo.reduce gives a value far from every result an order of its computation gives (relative difference 26.4): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 1 (result 1): 2 element(s) differ (largest error among them 53 ulp)
// stablehlo.reduce element [1, 1] of f8E5M2: expected within [0xC7 (-7.000000e+00), 0x80 (-0.000000e+00)] (reference 0xB3 (-2.187500e-01))
//   actual    0xDA (-1.920000e+02)
//   19 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// stablehlo.reduce element [2, 1] of f8E5M2: expected within [0xB5 (-3.125000e-01), 0x80 (-0.000000e+00)] (reference 0xA1 (-9.765620e-03))
//   actual    0x35 (3.125000e-01)
//   53 ulp outside the interval
//   inputs    order-unspecified reduction (multiply)
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[6.103520e-05, 2.500000e-01, 6.400000e+01, -1.875000e-01, 1.792000e+03], [-3.417970e-03, -7.000000e+00, 6.250000e-01, -3.750000e-01, 1.792000e+03], [-3.072000e+03, -3.125000e-01, -4.577640e-05, 2.929690e-03, 8.000000e+00], [2.000000e+00, -4.272460e-04, 3.906250e-03, -4.882810e-03, -8.960000e+02], [-6.835930e-03, 2.560000e+02, 2.800000e+01, -3.906250e-03, -1.536000e+03]]> : tensor<5x5xf8E5M2>, dense<[-6.144000e+03, -8.544920e-04, -1.000000e+00, 1.000000e+01, -1.024000e+03]> : tensor<5xf8E5M2>, dense<3.125000e-02> : tensor<f8E5M2>, dense<[[[104, 254]], [[6, 2]], [[2, 0]], [[1, 8]]]> : tensor<4x1x2xui8>]"
module {
  func.func public @main(%arg0: tensor<5x5xf8E5M2>, %arg1: tensor<5xf8E5M2>, %arg2: tensor<f8E5M2>, %arg3: tensor<4x1x2xui8>) -> (tensor<5x5xf8E5M2>, tensor<5x5xf8E5M2>, tensor<1x1x7xui8>, tensor<0xcomplex<f32>>, tensor<5xf8E5M2>) {
    %c = stablehlo.constant dense<[[1, 1], [82, 2], [254, 202], [2, 1], [209, 63]]> : tensor<5x2xui8>
    %0 = "stablehlo.scatter"(%arg0, %c, %arg1) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
    ^bb0(%arg4: tensor<f8E5M2>, %arg5: tensor<f8E5M2>):
      %5 = stablehlo.add %arg4, %arg5 : tensor<f8E5M2>
      stablehlo.return %5 : tensor<f8E5M2>
    }) : (tensor<5x5xf8E5M2>, tensor<5x2xui8>, tensor<5xf8E5M2>) -> tensor<5x5xf8E5M2>
    %1 = stablehlo.reduce(%arg0 init: %arg2) applies stablehlo.multiply across dimensions = [] : (tensor<5x5xf8E5M2>, tensor<f8E5M2>) -> tensor<5x5xf8E5M2>
    %c_0 = stablehlo.constant dense<[[[1, 1], [0, 146]]]> : tensor<1x2x2xui8>
    %2 = stablehlo.convolution(%arg3, %c_0) dim_numbers = [0, b, f]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [2], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x1x2xui8>, tensor<1x2x2xui8>) -> tensor<1x1x7xui8>
    %cst = stablehlo.constant dense<(9.925850e-01,255.770081)> : tensor<1xcomplex<f32>>
    %3 = stablehlo.slice %cst [1:1] : (tensor<1xcomplex<f32>>) -> tensor<0xcomplex<f32>>
    %4 = stablehlo.cosine %arg1 : tensor<5xf8E5M2>
    return %0, %1, %2, %3, %4 : tensor<5x5xf8E5M2>, tensor<5x5xf8E5M2>, tensor<1x1x7xui8>, tensor<0xcomplex<f32>>, tensor<5xf8E5M2>
  }
}
