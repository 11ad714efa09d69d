// hlo-cts reproducer of program-2307: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 2 (result 2): 6 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_divide element [0, 0, 2] of bf16: expected exactly 0x3A45 (7.514950e-04)
//   actual    0x3A44 (7.476810e-04)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 1, 1] of bf16: expected exactly 0xC0DD (-6.906250e+00)
//   actual    0xC0DC (-6.875000e+00)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 1, 2] of bf16: expected exactly 0xB87E (-6.055830e-05)
//   actual    0xB87F (-6.079670e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 1, 0] of bf16: expected exactly 0x3BB4 (5.493160e-03)
//   actual    0x3BB5 (5.523680e-03)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 1, 2] of bf16: expected exactly 0xB38D (-6.565820e-08)
//   actual    0xB38E (-6.612390e-08)
//   error: 1 ulp
// chlo.broadcast_divide element [2, 0, 3] of bf16: expected exactly 0x3CD5 (2.600100e-02)
//   actual    0x3CD6 (2.612300e-02)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[2845897670, 6, 1, 1], [2, 2, 6, 190035053], [1, 5, 5, 1], [1478853070, 738728677, 4294967294, 0]], [[4029131803, 4204399329, 4294967294, 7], [7, 2, 7, 8], [1688302186, 3012327217, 1, 4], [5, 3859093391, 8, 2]], [[7, 2712425265, 1, 7], [0, 2742340572, 1202898337, 4], [4, 0, 0, 3358418131], [2885885092, 0, 0, 1]], [[0, 3, 8, 10017296], [5, 0, 1, 5], [0, 4294967295, 6, 1], [0, 0, 7, 7]], [[7, 1814878846, 3, 3959675311], [2, 2534346625, 3, 5], [3707737802, 1461213825, 4294967295, 3439790274], [2534781858, 4294967294, 1, 4294967294]]]> : tensor<5x4x4xui32>, dense<[4, 5]> : tensor<2xui8>, dense<> : tensor<1x0x4xbf16>, dense<206> : tensor<ui8>, dense<[[[1.091000e-03, 4.860000e+02, -7.109380e-01, -2.500000e+00], [-1.650390e-01, -2.562500e+00, -4.673000e-04, 0.000000e+00]]]> : tensor<1x2x4xbf16>]"
module {
  func.func public @main(%arg0: tensor<5x4x4xui32>, %arg1: tensor<2xui8>, %arg2: tensor<1x0x4xbf16>, %arg3: tensor<ui8>, %arg4: tensor<1x2x4xbf16>) -> (tensor<4x5x4xui32>, tensor<5xf16>, tensor<3x2x4xbf16>, tensor<2xui8>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 0] : (tensor<5x4x4xui32>) -> tensor<4x5x4xui32>
    %cst = stablehlo.constant dense<[[[1.922610e-03, -3.671880e+00, -9.480000e+02, -1.560000e+02], [1.470950e-02, 3.710940e-01, 7.718750e+00, -3.375000e+01]], [[2.918240e-04, 2.136230e-03, -4.580000e+02, 1.177980e-02], [-3.000000e+01, 2.975460e-04, 7.104000e+03, 6.988530e-03]], [[1.000000e+00, -2.000000e+00, -0.000000e+00, -9.600000e+01], [1.140000e+02, -2.288000e+03, -8.773800e-04, 1.206250e+01]]]> : tensor<3x2x4xbf16>
    %1 = "stablehlo.scatter"(%cst, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1, 2]>}> ({
    ^bb0(%arg5: tensor<bf16>, %arg6: tensor<bf16>):
      %5 = stablehlo.minimum %arg5, %arg6 : tensor<bf16>
      stablehlo.return %5 : tensor<bf16>
    }) : (tensor<3x2x4xbf16>, tensor<2xui8>, tensor<1x0x4xbf16>) -> tensor<3x2x4xbf16>
    %cst_0 = stablehlo.constant dense<[2.980470e+00, 2.714540e-02, 2.500000e+00, 2.500000e+00, 3.158570e-03]> : tensor<5xf16>
    %2 = chlo.broadcast_and %arg1, %arg3 : (tensor<2xui8>, tensor<ui8>) -> tensor<2xui8>
    %3 = chlo.broadcast_divide %arg4, %1 : (tensor<1x2x4xbf16>, tensor<3x2x4xbf16>) -> tensor<3x2x4xbf16>
    %c = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %4 = stablehlo.select %c, %2, %arg1 : tensor<2xi1>, tensor<2xui8>
    return %0, %cst_0, %3, %4 : tensor<4x5x4xui32>, tensor<5xf16>, tensor<3x2x4xbf16>, tensor<2xui8>
  }
}
