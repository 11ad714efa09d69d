// hlo-cts reproducer of program-3288/set-1: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 1 (result 1): 1 element(s) differ (largest difference among them 1)
// stablehlo.sort element [0, 2] of ui32: expected exactly 4294967294 (0xFFFFFFFE)
//   actual    4294967295 (0xFFFFFFFF)
//   off by 1
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[4294967295, 4294967295, 4294967294]]> : tensor<1x3xui32>, dense<1> : tensor<1xui8>, dense<[[[(-1.401300e-45,-3.906250e-03), (2.000000e+00,-0.000000e+00), (0xFFC00000,-2.500000e+00), (0xFFC00000,0.000000e+00)], [(-1.17549421E-38,-8.000000e+00), (-2.500000e+00,2.000000e+00), (2.000000e+00,0xFFFFFFFF), (2.500000e+00,2.000000e+00)], [(0x7F800000,-3.40282347E+38), (-8.000000e+00,0xFFC00000), (0xFF800000,-2.560000e+02), (-4.000000e+00,-1.17549435E-38)]], [[(-0.000000e+00,-2.560000e+02), (-1.17549421E-38,-1.000000e+00), (0x7FC00000,1.000000e+00), (-1.401300e-45,0xFFFFFFFF)], [(0xFFFFFFFF,0xFFFFFFFF), (0xFF800000,-5.000000e-01), (0xFFC00000,-1.17549435E-38), (1.000000e+00,8.000000e+00)], [(-5.000000e-01,-5.000000e-01), (0x7FC00000,-1.17549435E-38), (-1.500000e+00,-1.000000e+00), (-1.17549435E-38,-1.401300e-45)]]]> : tensor<2x3x4xcomplex<f32>>]"
module {
  func.func public @main(%arg0: tensor<1x3xui32>, %arg1: tensor<1xui8>, %arg2: tensor<2x3x4xcomplex<f32>>) -> (tensor<1x3xui32>, tensor<1x3xui32>, tensor<2x3x4xcomplex<f32>>) {
    %c = stablehlo.constant dense<[[8, 3261595069]]> : tensor<1x2xui32>
    %0 = "stablehlo.scatter"(%arg0, %arg1, %c) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>}> ({
    ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %3 = stablehlo.or %arg3, %arg4 : tensor<ui32>
      stablehlo.return %3 : tensor<ui32>
    }) : (tensor<1x3xui32>, tensor<1xui8>, tensor<1x2xui32>) -> tensor<1x3xui32>
    %1 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %3 = stablehlo.compare  GT, %arg3, %arg4 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<1x3xui32>) -> tensor<1x3xui32>
    %2 = stablehlo.tan %arg2 : tensor<2x3x4xcomplex<f32>>
    return %0, %1, %2 : tensor<1x3xui32>, tensor<1x3xui32>, tensor<2x3x4xcomplex<f32>>
  }
}
