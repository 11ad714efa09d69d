// hlo-cts reproducer of program-759: fail [stablehlo.dynamic_update_slice (semantics)]
// tier: semantic (stablehlo.dynamic_update_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 2 (result 2): 2 element(s) differ (largest error among them 141 ulp)
// stablehlo.dynamic_update_slice element [0] of f8E4M3FN: expected exactly 0x3B (1.375000e+00)
//   actual    0xD2 (-1.000000e+01)
//   error: 141 ulp
// stablehlo.dynamic_update_slice element [2] of f8E4M3FN: expected exactly 0xD2 (-1.000000e+01)
//   actual    0x3B (1.375000e+00)
//   error: 141 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[1, -1590650629, 2147483647, -2147483648], [1, 493541392, -2147483647, 2147483647]]> : tensor<2x4xi32>, dense<[-8.800000e+01, -2.031250e-01, -1.250000e-01]> : tensor<3xf8E4M3FN>, dense<6> : tensor<ui8>, dense<[1.375000e+00, 3.437500e-01, -1.000000e+01]> : tensor<3xf8E4M3FN>, dense<[2.327880e-01, -8.000000e+00, 2.498630e-04]> : tensor<3xf16>, dense<[9.228510e-02, 4.000000e+00, -6.097560e-05, 5.589840e+00, -2.000000e+00]> : tensor<5xf16>]"
module {
  func.func public @main(%arg0: tensor<2x4xi32>, %arg1: tensor<3xf8E4M3FN>, %arg2: tensor<ui8>, %arg3: tensor<3xf8E4M3FN>, %arg4: tensor<3xf16>, %arg5: tensor<5xf16>) -> (tensor<1x3xi32>, tensor<2x4xi32>, tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>, tensor<3xf16>, tensor<1x5x1xf8E4M3FN>, tensor<2xf16>) {
    %c = stablehlo.constant dense<0> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
    %c_1 = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
    %0 = stablehlo.real_dynamic_slice %arg0, %c, %c_0, %c_1 : (tensor<2x4xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x3xi32>
    %1 = stablehlo.tuple %arg0, %arg0 : tuple<tensor<2x4xi32>, tensor<2x4xi32>>
    %2 = stablehlo.get_tuple_element %1[0] : (tuple<tensor<2x4xi32>, tensor<2x4xi32>>) -> tensor<2x4xi32>
    %3 = stablehlo.dynamic_update_slice %arg1, %arg3, %arg2 : (tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>, tensor<ui8>) -> tensor<3xf8E4M3FN>
    %4:2 = "stablehlo.sort"(%arg3, %arg4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg6: tensor<f8E4M3FN>, %arg7: tensor<f8E4M3FN>, %arg8: tensor<f16>, %arg9: tensor<f16>):
      %7 = stablehlo.compare  LT, %arg6, %arg7,  TOTALORDER : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    }) : (tensor<3xf8E4M3FN>, tensor<3xf16>) -> (tensor<3xf8E4M3FN>, tensor<3xf16>)
    %cst = stablehlo.constant dense<[[[-8.800000e+01], [-4.296880e-02], [-1.500000e+00], [-1.562500e-02], [-3.437500e-01]]]> : tensor<1x5x1xf8E4M3FN>
    %5 = stablehlo.remainder %cst, %cst : tensor<1x5x1xf8E4M3FN>
    %c_2 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_3 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_4 = stablehlo.constant dense<2> : tensor<1xi32>
    %6 = stablehlo.real_dynamic_slice %arg5, %c_2, %c_3, %c_4 : (tensor<5xf16>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xf16>
    return %0, %2, %3, %4#0, %4#1, %5, %6 : tensor<1x3xi32>, tensor<2x4xi32>, tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>, tensor<3xf16>, tensor<1x5x1xf8E4M3FN>, tensor<2xf16>
  }
}
