// hlo-cts reproducer of program-13278/set-1: fail [stablehlo.popcnt (semantics)]
// tier: semantic (stablehlo.popcnt gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 2 (result 2): 3 element(s) differ (largest difference among them 8)
// stablehlo.popcnt element [1] of ui8: expected exactly 8 (0x8)
//   actual    0 (0x0)
//   off by -8
// stablehlo.popcnt element [3] of ui8: expected exactly 8 (0x8)
//   actual    1 (0x1)
//   off by -7
// stablehlo.popcnt element [4] of ui8: expected exactly 8 (0x8)
//   actual    1 (0x1)
//   off by -7
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[1, 255, 0, 255, 255]> : tensor<5xui8>, dense<[[0], [1]]> : tensor<2x1xui8>, dense<[[1, 0, 254, 254], [255, 255, 1, 254]]> : tensor<2x4xui8>, dense<[[[254, 1, 0, 255], [1, 254, 254, 0]], [[0, 0, 255, 0], [254, 0, 1, 0]], [[1, 0, 255, 254], [254, 254, 254, 254]]]> : tensor<3x2x4xui8>, dense<[[[0x7C01, 0xFFFF, 1.000000e+00]], [[0.000000e+00, 2.560000e+02, -5.960460e-08]], [[-0.000000e+00, 0xFE00, 0.000000e+00]], [[-4.000000e+00, -6.097560e-05, 0x7C01]]]> : tensor<4x1x3xf16>]"
module {
  func.func public @main(%arg0: tensor<5xui8>, %arg1: tensor<2x1xui8>, %arg2: tensor<2x4xui8>, %arg3: tensor<3x2x4xui8>, %arg4: tensor<4x1x3xf16>) -> (tensor<5xui8>, tensor<1x2xui8>, tensor<5xui8>, tensor<4x1x3xf16>, tensor<4x3xui8>) {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg5: tensor<ui8>, %arg6: tensor<ui8>):
      %6 = stablehlo.multiply %arg5, %arg6 : tensor<ui8>
      stablehlo.return %6 : tensor<ui8>
    }) : (tensor<5xui8>, tensor<2x1xui8>, tensor<2x4xui8>) -> tensor<5xui8>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2x1xui8>) -> tensor<1x2xui8>
    %2 = stablehlo.dot_general %arg2, %arg3, batching_dims = [1] x [2], contracting_dims = [0] x [1], precision = [HIGHEST, DEFAULT] : (tensor<2x4xui8>, tensor<3x2x4xui8>) -> tensor<4x3xui8>
    %3 = stablehlo.popcnt %arg0 : tensor<5xui8>
    %4 = stablehlo.sqrt %arg4 : tensor<4x1x3xf16>
    %5 = "stablehlo.map"(%2) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg5: tensor<ui8>):
      %6 = stablehlo.and %arg5, %arg5 : tensor<ui8>
      stablehlo.return %6 : tensor<ui8>
    }) : (tensor<4x3xui8>) -> tensor<4x3xui8>
    return %0, %1, %3, %4, %5 : tensor<5xui8>, tensor<1x2xui8>, tensor<5xui8>, tensor<4x1x3xf16>, tensor<4x3xui8>
  }
}
