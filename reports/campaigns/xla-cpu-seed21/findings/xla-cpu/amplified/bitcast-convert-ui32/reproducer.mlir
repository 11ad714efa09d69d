// hlo-cts reproducer of program-183/set-1: fail [stablehlo.bitcast_convert (semantics)]
// tier: semantic (stablehlo.bitcast_convert gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 1 element(s) differ (largest difference among them 1)
// stablehlo.bitcast_convert element [2, 0, 1] of ui32: expected exactly 2147483649 (0x80000001)
//   actual    2147483648 (0x80000000)
//   off by -1
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-2.000000e+00> : tensor<1xf64>, dense<[[[-1.17549435E-38, 3.906250e-03]], [[-2.560000e+02, 0x7FC00000]], [[0xFF800000, -1.401300e-45]], [[-2.500000e+00, 1.000000e+00]]]> : tensor<4x1x2xf32>, dense<-1> : tensor<i8>, dense<> : tensor<2x2x0xi64>]"
module {
  func.func public @main(%arg0: tensor<1xf64>, %arg1: tensor<4x1x2xf32>, %arg2: tensor<i8>, %arg3: tensor<2x2x0xi64>) -> (tensor<1xcomplex<f64>>, tensor<4x1x2xui32>, tensor<i8>, tensor<2x0x4xi64>) {
    %cst = stablehlo.constant dense<[[[0.0034161841, 944.183959]], [[-3.09352016, 3.906250e-03]], [[-0.0131682698, -1.80856931]], [[7.35695532E-4, 639.573974]]]> : tensor<4x1x2xf32>
    %0 = stablehlo.floor %cst : tensor<4x1x2xf32>
    %1 = stablehlo.complex %arg0, %arg0 : tensor<1xcomplex<f64>>
    %2 = stablehlo.maximum %arg1, %0 : tensor<4x1x2xf32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<4x1x2xf32>) -> tensor<4x1x2xui32>
    %4 = chlo.broadcast_divide %arg2, %arg2 : (tensor<i8>, tensor<i8>) -> tensor<i8>
    %c = stablehlo.constant dense<[[[0, 1, -5874313035328854073], [2, -1135888478608471680, 0], [6, 6986137480155269535, 5], [-5750176508797952279, -6626849400871115484, 2]], [[1, 0, 2665822992540300019], [3, 1, 1], [0, -6, 7], [1466728379083480807, 9223372036854775807, -5653705207163456477]]]> : tensor<2x4x3xi64>
    %5 = stablehlo.convolution(%arg3, %c) dim_numbers = [f, 0, b]x[i, o, 0]->[0, b, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [true]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x2x0xi64>, tensor<2x4x3xi64>) -> tensor<2x0x4xi64>
    return %1, %3, %4, %5 : tensor<1xcomplex<f64>>, tensor<4x1x2xui32>, tensor<i8>, tensor<2x0x4xi64>
  }
}
