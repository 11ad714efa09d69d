// hlo-cts reproducer of program-2424: fail [stablehlo.uniform_dequantize (semantics)]
// tier: semantic (stablehlo.uniform_dequantize gives a value far from every result an order of its computation gives (relative difference 1.72): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 1 (result 1): 2 element(s) differ (largest error among them 2229993472 ulp)
// stablehlo.uniform_dequantize element [0, 0] of f32: expected exactly 0x42950000 (7.450000e+01)
//   actual    0xC2560000 (-5.350000e+01)
//   error: 2229993472 ulp
// stablehlo.uniform_dequantize element [1, 0] of f32: expected exactly 0x42950000 (7.450000e+01)
//   actual    0xC2560000 (-5.350000e+01)
//   error: 2229993472 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[false, false, true]]> : tensor<1x3xi1>, dense<false> : tensor<2x3xi1>, dense<[[0.0145398043], [-24.6922455], [-0.224891469]]> : tensor<3x1xf32>, dense<4.000000e+00> : tensor<f64>]"
module {
  func.func public @main(%arg0: tensor<1x3xi1>, %arg1: tensor<2x3xi1>, %arg2: tensor<3x1xf32>, %arg3: tensor<f64>) -> (tensor<7x3xi1>, tensor<3x1xf32>, tensor<2x3xi1>, tensor<3x1xf32>, tensor<3x1x1xi1>, tensor<f64>) {
    %c = stablehlo.constant dense<[[false, true, false], [true, false, true], [true, false, true], [false, false, false]]> : tensor<4x3xi1>
    %0 = stablehlo.concatenate %c, %arg0, %arg1, dim = 0 : (tensor<4x3xi1>, tensor<1x3xi1>, tensor<2x3xi1>) -> tensor<7x3xi1>
    %cst = stablehlo.constant dense<[[90.9992599], [107.773453], [1.401300e-45]]> : tensor<3x1xf32>
    %1 = stablehlo.uniform_quantize %cst : (tensor<3x1xf32>) -> tensor<3x1x!quant.uniform<u8:f32, 5.000000e-01:106>>
    %2 = stablehlo.uniform_dequantize %1 : (tensor<3x1x!quant.uniform<u8:f32, 5.000000e-01:106>>) -> tensor<3x1xf32>
    %3 = "stablehlo.map"(%arg1) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg4: tensor<i1>):
      %7 = stablehlo.multiply %arg4, %arg4 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<2x3xi1>) -> tensor<2x3xi1>
    %4 = chlo.conj %arg2 : tensor<3x1xf32> -> tensor<3x1xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<1x3xi1>) -> tensor<3x1x1xi1>
    %6 = chlo.bessel_i1e %arg3 : tensor<f64> -> tensor<f64>
    return %0, %2, %3, %4, %5, %6 : tensor<7x3xi1>, tensor<3x1xf32>, tensor<2x3xi1>, tensor<3x1xf32>, tensor<3x1x1xi1>, tensor<f64>
  }
}
