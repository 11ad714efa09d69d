// hlo-cts reproducer of program-2532: fail [stablehlo.transpose (semantics)]
// tier: semantic (stablehlo.transpose moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 1 (result 1): 10 element(s) differ (largest error among them 46297 ulp)
// stablehlo.transpose element [0, 0, 0] of f16: expected exactly 0x303A (1.320800e-01)
//   actual    0x61C1 (7.365000e+02)
//   error: 12679 ulp
// stablehlo.transpose element [0, 0, 1] of f16: expected exactly 0x977B (-1.826290e-03)
//   actual    0x34EC (3.076170e-01)
//   error: 19559 ulp
// stablehlo.transpose element [0, 0, 2] of f16: expected exactly 0xD72D (-1.148130e+02)
//   actual    0x5DAC (3.630000e+02)
//   error: 46297 ulp
// stablehlo.transpose element [0, 1, 0] of f16: expected exactly 0x61C1 (7.365000e+02)
//   actual    0x5187 (4.421880e+01)
//   error: 4154 ulp
// stablehlo.transpose element [0, 1, 1] of f16: expected exactly 0x34EC (3.076170e-01)
//   actual    0x977B (-1.826290e-03)
//   error: 19559 ulp
// stablehlo.transpose element [0, 1, 2] of f16: expected exactly 0x5DAC (3.630000e+02)
//   actual    0x03FF (6.097560e-05)
//   error: 22957 ulp
// stablehlo.transpose element [0, 1, 3] of f16: expected exactly 0xD84D (-1.376250e+02)
//   actual    0x1F18 (6.927490e-03)
//   error: 30565 ulp
// stablehlo.transpose element [0, 2, 0] of f16: expected exactly 0x5187 (4.421880e+01)
//   actual    0x303A (1.320800e-01)
//   error: 8525 ulp
// stablehlo.transpose element [0, 2, 2] of f16: expected exactly 0x03FF (6.097560e-05)
//   actual    0xD72D (-1.148130e+02)
//   error: 23340 ulp
// stablehlo.transpose element [0, 2, 3] of f16: expected exactly 0x1F18 (6.927490e-03)
//   actual    0xD84D (-1.376250e+02)
//   error: 30565 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[0.000000e+00, -421.49431788067596, 1.347244165814663, 0.16324241924930571, -307.35615906087588]> : tensor<5xf64>, dense<[[[1.320800e-01, -1.826290e-03, -1.148130e+02, 0xFE00]], [[7.365000e+02, 3.076170e-01, 3.630000e+02, -1.376250e+02]], [[4.421880e+01, -1.405000e+02, 6.097560e-05, 6.927490e-03]]]> : tensor<3x1x4xf16>, dense<[[[6.103520e-05, -5.960460e-08, -3.206250e-03, -7.145000e+02]], [[2.500000e+00, 1.143750e+01, 2.474610e+00, 3.348000e+03]], [[6.550400e+04, -2.166750e-02, 9.818750e+01, 2.542190e+01]]]> : tensor<3x1x4xf16>]"
module {
  func.func public @main(%arg0: tensor<5xf64>, %arg1: tensor<3x1x4xf16>, %arg2: tensor<3x1x4xf16>) -> (tensor<3xi8>, tensor<1x3x4xf16>, tensor<5xf64>, tensor<3x1x4xi1>) {
    %c = stablehlo.constant dense<[127, 14, -6]> : tensor<3xi8>
    %0 = stablehlo.rsqrt %arg0 : tensor<5xf64>
    %1 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<3x1x4xf16>) -> tensor<1x3x4xf16>
    %2 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg3: tensor<f16>, %arg4: tensor<f16>):
      %5 = stablehlo.compare  GT, %arg3, %arg4 : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<3x1x4xf16>) -> tensor<3x1x4xf16>
    %3 = stablehlo.floor %0 : tensor<5xf64>
    %4 = stablehlo.compare  LT, %arg2, %2,  FLOAT : (tensor<3x1x4xf16>, tensor<3x1x4xf16>) -> tensor<3x1x4xi1>
    return %c, %1, %3, %4 : tensor<3xi8>, tensor<1x3x4xf16>, tensor<5xf64>, tensor<3x1x4xi1>
  }
}
