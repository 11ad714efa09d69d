// hlo-cts reproducer of program-2409/set-1: fail [chlo.broadcast_remainder (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with rewrites upstream that the program allows: subnormal inputs read as zero
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 1 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_remainder element [1] of f8E4M3FN: expected exactly 0x80 (-0.000000e+00)
//   actual    0x81 (-1.953130e-03)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[(0x7FF0000000000001,0xFFF0000000000000)]], [[(-5.000000e-01,-1.500000e+00)]]]> : tensor<2x1x1xcomplex<f64>>, dense<[4.480000e+02, -1.953130e-03, -2.560000e+02, -8.000000e+00]> : tensor<4xf8E4M3FN>, dense<[[[1, 0, 0, 254, 1], [254, 0, 255, 255, 1], [254, 254, 1, 254, 255], [255, 1, 255, 0, 255], [254, 1, 254, 255, 255]], [[0, 1, 0, 1, 1], [0, 255, 1, 254, 1], [254, 255, 255, 255, 1], [0, 1, 0, 0, 255], [254, 1, 255, 1, 0]]]> : tensor<2x5x5xui8>, dense<0> : tensor<ui8>, dense<(0.000000e+00,0x7FF8000000000000)> : tensor<complex<f64>>]"
module {
  func.func public @main(%arg0: tensor<2x1x1xcomplex<f64>>, %arg1: tensor<4xf8E4M3FN>, %arg2: tensor<2x5x5xui8>, %arg3: tensor<ui8>, %arg4: tensor<complex<f64>>) -> (tensor<2x5x5xui8>, tensor<4xf8E4M3FN>, tensor<0x0x0xcomplex<f64>>) {
    %c = stablehlo.constant dense<[2, 1, 1]> : tensor<3xui32>
    %c_0 = stablehlo.constant dense<[2, 1, 1]> : tensor<3xui32>
    %c_1 = stablehlo.constant dense<[2, 2, 3]> : tensor<3xui32>
    %0 = stablehlo.real_dynamic_slice %arg0, %c, %c_0, %c_1 : (tensor<2x1x1xcomplex<f64>>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>) -> tensor<0x0x0xcomplex<f64>>
    %1 = chlo.erf %arg1 : tensor<4xf8E4M3FN> -> tensor<4xf8E4M3FN>
    %c_2 = stablehlo.constant dense<[[[130, 2, 38], [10, 7, 2], [254, 1, 2], [40, 1, 134]]]> : tensor<1x4x3xui8>
    %2 = "stablehlo.select_and_scatter"(%arg2, %c_2, %arg3) <{window_dimensions = array<i64: 3, 1, 1>, window_strides = array<i64: 1, 2, 2>, padding = dense<[[1, 0], [1, 1], [1, 0]]> : tensor<3x2xi64>}> ({
    ^bb0(%arg5: tensor<ui8>, %arg6: tensor<ui8>):
      %5 = stablehlo.compare  LE, %arg5, %arg6,  UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<ui8>, %arg6: tensor<ui8>):
      %5 = stablehlo.or %arg5, %arg6 : tensor<ui8>
      stablehlo.return %5 : tensor<ui8>
    }) : (tensor<2x5x5xui8>, tensor<1x4x3xui8>, tensor<ui8>) -> tensor<2x5x5xui8>
    %3 = chlo.broadcast_remainder %arg1, %1 : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN>
    %cst = stablehlo.constant dense<[[[(-2.2250738585072014E-308,0.0025405593072267418)], [(0.49699946669718048,-1.7976931348623157E+308)]]]> : tensor<1x2x1xcomplex<f64>>
    %4 = "stablehlo.select_and_scatter"(%0, %cst, %arg4) <{window_dimensions = array<i64: 2, 1, 2>, window_strides = array<i64: 1, 1, 2>, padding = dense<1> : tensor<3x2xi64>}> ({
    ^bb0(%arg5: tensor<complex<f64>>, %arg6: tensor<complex<f64>>):
      %5 = stablehlo.compare  EQ, %arg5, %arg6 : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<complex<f64>>, %arg6: tensor<complex<f64>>):
      %5 = stablehlo.maximum %arg5, %arg6 : tensor<complex<f64>>
      stablehlo.return %5 : tensor<complex<f64>>
    }) : (tensor<0x0x0xcomplex<f64>>, tensor<1x2x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<0x0x0xcomplex<f64>>
    return %2, %3, %4 : tensor<2x5x5xui8>, tensor<4xf8E4M3FN>, tensor<0x0x0xcomplex<f64>>
  }
}
