// hlo-cts reproducer of program-28110: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 1 element(s) differ (largest difference among them 802744575)
// stablehlo.gather element [0] of ui32: expected exactly 4294967294 (0xFFFFFFFE)
//   actual    3492222719 (0xD02716FF)
//   off by -802744575
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-0.0116103319> : tensor<f32>, dense<[3806132374, 4294967294, 4294967294, 3492222719]> : tensor<4xui32>, dense<-9223372036854775807> : tensor<i64>, dense<8> : tensor<1xi64>]"
module {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<4xui32>, %arg2: tensor<i64>, %arg3: tensor<1xi64>) -> (tensor<f32>, tensor<1xui32>) {
    %0 = chlo.polygamma %arg0, %arg0 : tensor<f32>, tensor<f32> -> tensor<f32>
    %1 = stablehlo.dynamic_slice %arg1, %arg2, sizes = [2] : (tensor<4xui32>, tensor<i64>) -> tensor<2xui32>
    %2 = "stablehlo.gather"(%1, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xui32>, tensor<1xi64>) -> tensor<1xui32>
    return %0, %2 : tensor<f32>, tensor<1xui32>
  }
}
