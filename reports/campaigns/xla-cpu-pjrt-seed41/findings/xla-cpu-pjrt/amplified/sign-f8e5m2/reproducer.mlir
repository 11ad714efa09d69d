// hlo-cts reproducer of program-13931: fail [stablehlo.sign (semantics)]
// tier: ieee-reading (stablehlo.sign misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 4 (result 4): 1 element(s) differ (1 with the other sign of zero)
// stablehlo.sign element [0, 3, 2] of f8E5M2: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<> : tensor<1x0x2xcomplex<f32>>, dense<> : tensor<0x1xcomplex<f32>>, dense<> : tensor<3x1x0x0xui32>, dense<[9.375000e-02, -4.687500e-02, -2.500000e+00, -4.400000e+01, 1.562500e-02]> : tensor<5xf8E4M3FN>]"
module {
  func.func public @main(%arg0: tensor<1x0x2xcomplex<f32>>, %arg1: tensor<0x1xcomplex<f32>>, %arg2: tensor<3x1x0x0xui32>, %arg3: tensor<5xf8E4M3FN>) -> (tensor<1x2xcomplex<f32>>, tensor<3x1x0xcomplex<f32>>, tensor<1x2x0xcomplex<f32>>, tensor<5xf8E4M3FN>, tensor<1x5x3xf8E5M2>) {
    %cst = stablehlo.constant dense<[[[4.000000e+00, 7.000000e+00, -3.906250e-03], [2.560000e+03, 2.000000e+00, 5.120000e+02], [5.120000e+03, 1.875000e-01, -3.417970e-03], [-1.750000e+00, 2.441410e-04, -0.000000e+00], [-4.882810e-04, 7.000000e+00, 4.000000e+01]]]> : tensor<1x5x3xf8E5M2>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2] : (tensor<1x5x3xf8E5M2>) -> tensor<1x5x3xf8E5M2>
    %1 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [1], contracting_dims = [1] x [0] : (tensor<1x0x2xcomplex<f32>>, tensor<0x1xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
    %2 = "stablehlo.gather"(%arg1, %arg2) <{dimension_numbers = #stablehlo.gather<operand_batching_dims = [0, 1], start_indices_batching_dims = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 0, 1>}> : (tensor<0x1xcomplex<f32>>, tensor<3x1x0x0xui32>) -> tensor<3x1x0xcomplex<f32>>
    %3 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<1x0x2xcomplex<f32>>) -> tensor<1x2x0xcomplex<f32>>
    %4 = stablehlo.reverse %arg3, dims = [0] : tensor<5xf8E4M3FN>
    %5 = stablehlo.sign %0 : tensor<1x5x3xf8E5M2>
    return %1, %2, %3, %4, %5 : tensor<1x2xcomplex<f32>>, tensor<3x1x0xcomplex<f32>>, tensor<1x2x0xcomplex<f32>>, tensor<5xf8E4M3FN>, tensor<1x5x3xf8E5M2>
  }
}
