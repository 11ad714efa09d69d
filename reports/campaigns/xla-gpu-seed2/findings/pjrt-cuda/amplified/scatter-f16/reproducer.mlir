// hlo-cts reproducer of program-5405/set-1: fail [stablehlo.scatter (semantics)]
// tier: ieee-reading (stablehlo.scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 2 (result 2): 1 element(s) differ (1 with the other sign of zero)
// stablehlo.scatter element [1, 0, 0] of f16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x8000 (-0.000000e+00)
//   the sign of zero differs
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-3.906250e-03, -1.500000e+00, -2.000000e+00], [-6.097560e-05, -1.500000e+00, -6.550400e+04], [-6.550400e+04, 4.000000e+00, -6.097560e-05], [6.097560e-05, 2.000000e+00, 2.500000e+00], [2.560000e+02, -2.000000e+00, -6.550400e+04]], [[-3.906250e-03, -5.960460e-08, -2.560000e+02], [2.560000e+02, 2.560000e+02, 2.500000e+00], [-6.550400e+04, -1.000000e+00, -6.550400e+04], [-1.500000e+00, 8.000000e+00, 0x7C01], [-2.500000e+00, -5.000000e-01, 2.000000e+00]], [[-2.560000e+02, -0.000000e+00, 5.960460e-08], [4.000000e+00, 2.000000e+00, 0xFE00], [0xFFFF, 0x7C00, 0.000000e+00], [0xFC00, -4.000000e+00, -4.000000e+00], [-5.960460e-08, 2.000000e+00, 5.000000e-01]], [[-0.000000e+00, 6.550400e+04, -1.500000e+00], [-3.906250e-03, 0x7E00, 0xFFFF], [6.097560e-05, -6.103520e-05, 0x7C00], [-5.960460e-08, 8.000000e+00, 0xFFFF], [-5.000000e-01, 2.500000e+00, 4.000000e+00]], [[-5.000000e-01, 2.500000e+00, 0x7C00], [0x7C00, 6.097560e-05, 6.097560e-05], [-1.500000e+00, -6.103520e-05, -3.906250e-03], [-6.550400e+04, 2.000000e+00, -5.000000e-01], [-5.960460e-08, 0xFFFF, 2.500000e+00]]]> : tensor<5x5x3xf16>, dense<[-2.500000e+00, -2.2250738585072014E-308]> : tensor<2xf64>, dense<-0.000000e+00> : tensor<1x1xf16>, dense<254> : tensor<ui8>, dense<[-2147483647, 2147483647, -2147483647]> : tensor<3xi32>, dense<[[1, 1, 1], [2147483646, -2147483648, -2147483647], [-1, -2147483647, 0]]> : tensor<3x3xi32>]"
module {
  func.func public @main(%arg0: tensor<5x5x3xf16>, %arg1: tensor<2xf64>, %arg2: tensor<1x1xf16>, %arg3: tensor<ui8>, %arg4: tensor<3xi32>, %arg5: tensor<3x3xi32>) -> (tensor<2xi1>, tensor<3x5x5xf16>, tensor<5x5x3xf16>, tensor<1xui8>, tensor<3xi32>) {
    %0 = stablehlo.imag %arg0 : tensor<5x5x3xf16>
    %1 = chlo.is_neg_inf %arg1 : tensor<2xf64> -> tensor<2xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 0] : (tensor<5x5x3xf16>) -> tensor<3x5x5xf16>
    %c = stablehlo.constant dense<1> : tensor<1xui8>
    %3 = "stablehlo.scatter"(%0, %c, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg6: tensor<f16>, %arg7: tensor<f16>):
      %6 = stablehlo.add %arg6, %arg7 : tensor<f16>
      stablehlo.return %6 : tensor<f16>
    }) : (tensor<5x5x3xf16>, tensor<1xui8>, tensor<1x1xf16>) -> tensor<5x5x3xf16>
    %4 = stablehlo.clamp %arg3, %c, %c : (tensor<ui8>, tensor<1xui8>, tensor<1xui8>) -> tensor<1xui8>
    %5 = stablehlo.dot %arg4, %arg5 : (tensor<3xi32>, tensor<3x3xi32>) -> tensor<3xi32>
    return %1, %2, %3, %4, %5 : tensor<2xi1>, tensor<3x5x5xf16>, tensor<5x5x3xf16>, tensor<1xui8>, tensor<3xi32>
  }
}
