// hlo-cts reproducer of program-128/set-1: fail [stablehlo.reshape (semantics)]
// tier: semantic (stablehlo.reshape gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 1 (result 1): 2 element(s) differ (largest difference among them 253)
// stablehlo.reshape element [0, 0, 0] of ui8: expected exactly 1 (0x1)
//   actual    254 (0xFE)
//   off by 253
// stablehlo.reshape element [0, 0, 1] of ui8: expected exactly 254 (0xFE)
//   actual    1 (0x1)
//   off by -253
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-6.103520e-05> : tensor<f16>, dense<[[1], [254], [0]]> : tensor<3x1xui8>, dense<[0xFFF8000000000000, -8.000000e+00]> : tensor<2xf64>, dense<0> : tensor<2x1xui8>, dense<[[0.000000e+00, -1.562500e-02], [1.000000e+00, -5.000000e-01], [1.000000e+00, -0.000000e+00]]> : tensor<3x2xf8E4M3FN>, dense<> : tensor<4x0xi64>]"
module {
  func.func public @main(%arg0: tensor<f16>, %arg1: tensor<3x1xui8>, %arg2: tensor<2xf64>, %arg3: tensor<2x1xui8>, %arg4: tensor<3x2xf8E4M3FN>, %arg5: tensor<4x0xi64>) -> (tensor<f16>, tensor<1x1x3xui8>, tensor<3x1xui8>, tensor<2x0xf64>, tensor<3x2xf8E4M3FN>, tensor<4x0xi64>) {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<f16>
    %1 = stablehlo.reshape %arg1 : (tensor<3x1xui8>) -> tensor<1x1x3xui8>
    %2 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg6: tensor<ui8>, %arg7: tensor<ui8>):
      %6 = stablehlo.compare  GT, %arg6, %arg7,  UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }) : (tensor<3x1xui8>) -> tensor<3x1xui8>
    %3 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 0>}> : (tensor<2xf64>, tensor<2x1xui8>) -> tensor<2x0xf64>
    %4 = stablehlo.transpose %arg4, dims = [0, 1] : (tensor<3x2xf8E4M3FN>) -> tensor<3x2xf8E4M3FN>
    %5 = chlo.broadcast_divide %arg5, %arg5 : (tensor<4x0xi64>, tensor<4x0xi64>) -> tensor<4x0xi64>
    return %0, %1, %2, %3, %4, %5 : tensor<f16>, tensor<1x1x3xui8>, tensor<3x1xui8>, tensor<2x0xf64>, tensor<3x2xf8E4M3FN>, tensor<4x0xi64>
  }
}
