// hlo-cts reproducer of program-2617: fail [stablehlo.reshape (semantics)]
// tier: semantic (stablehlo.reshape moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (result 0): 6 element(s) differ (largest error among them 33072 ulp)
// stablehlo.reshape element [0, 0] of bf16: expected exactly 0xC082 (-4.062500e+00)
//   actual    0x3FDE (1.734380e+00)
//   error: 32864 ulp
// stablehlo.reshape element [0, 1] of bf16: expected exactly 0xC09D (-4.906250e+00)
//   actual    0x4093 (4.593750e+00)
//   error: 33072 ulp
// stablehlo.reshape element [1, 1] of bf16: expected exactly 0xC024 (-2.562500e+00)
//   actual    0xBFC0 (-1.500000e+00)
//   error: 100 ulp
// stablehlo.reshape element [2, 0] of bf16: expected exactly 0x3FDE (1.734380e+00)
//   actual    0xC082 (-4.062500e+00)
//   error: 32864 ulp
// stablehlo.reshape element [2, 1] of bf16: expected exactly 0x4093 (4.593750e+00)
//   actual    0xC09D (-4.906250e+00)
//   error: 33072 ulp
// stablehlo.reshape element [3, 1] of bf16: expected exactly 0xBFC0 (-1.500000e+00)
//   actual    0xC024 (-2.562500e+00)
//   error: 100 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-4.062500e+00, -4.906250e+00, -5.343750e+00, 2.850000e+01, 0x7F81], [5.000000e-01, -2.562500e+00, 0xFFC0, 8.671870e-01, 4.628910e-01]], [[1.734380e+00, 4.593750e+00, -1.610000e+02, -2.966310e-02, 4.101560e-01], [2.233890e-02, -1.500000e+00, 1.104740e-02, -3.738400e-03, 1.770020e-03]]]> : tensor<2x2x5xbf16>, dense<[6.250000e-02, -4.375000e-01]> : tensor<2xf8E5M2>, dense<[[[1], [149]], [[7], [255]], [[226], [27]], [[186], [4]]]> : tensor<4x2x1xui8>, dense<[[[180], [255]], [[254], [7]], [[255], [143]], [[155], [0]]]> : tensor<4x2x1xui8>]"
module {
  func.func public @main(%arg0: tensor<2x2x5xbf16>, %arg1: tensor<2xf8E5M2>, %arg2: tensor<4x2x1xui8>, %arg3: tensor<4x2x1xui8>) -> (tensor<4x5xbf16>, tensor<2xf8E5M2>, tensor<2x2x5xbf16>, tensor<4x2x1xui8>, tensor<0xf8E5M2>, tensor<4x2x1xui8>) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x2x5xbf16>) -> tensor<4x5xbf16>
    %cst = stablehlo.constant dense<[[1.750000e+00, -3.417970e-03], [-2.048000e+03, -8.000000e+00]]> : tensor<2x2xf8E5M2>
    %1 = stablehlo.dot %cst, %arg1 : (tensor<2x2xf8E5M2>, tensor<2xf8E5M2>) -> tensor<2xf8E5M2>
    %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg4: tensor<bf16>, %arg5: tensor<bf16>):
      %7 = stablehlo.compare  GT, %arg4, %arg5 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<2x2x5xbf16>) -> tensor<2x2x5xbf16>
    %3 = stablehlo.tuple %arg2, %arg1 : tuple<tensor<4x2x1xui8>, tensor<2xf8E5M2>>
    %4 = stablehlo.get_tuple_element %3[0] : (tuple<tensor<4x2x1xui8>, tensor<2xf8E5M2>>) -> tensor<4x2x1xui8>
    %5 = stablehlo.slice %arg1 [1:1:3] : (tensor<2xf8E5M2>) -> tensor<0xf8E5M2>
    %6 = chlo.mulhi %arg3, %arg2 : tensor<4x2x1xui8>, tensor<4x2x1xui8> -> tensor<4x2x1xui8>
    return %0, %1, %2, %4, %5, %6 : tensor<4x5xbf16>, tensor<2xf8E5M2>, tensor<2x2x5xbf16>, tensor<4x2x1xui8>, tensor<0xf8E5M2>, tensor<4x2x1xui8>
  }
}
