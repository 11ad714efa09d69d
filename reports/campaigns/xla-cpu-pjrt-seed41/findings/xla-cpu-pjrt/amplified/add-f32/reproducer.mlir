// hlo-cts reproducer of program-45848: fail [stablehlo.add (semantics)]
// tier: ieee-reading (stablehlo.add misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 2 (result 2): 1 element(s) differ (largest error among them 2 ulp)
// stablehlo.add element [3, 0] of f32: expected exactly 0x3E727AFC (0.236797273)
//   actual    0x3E727AFA (0.236797243)
//   error: 2 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-2.70231016E-4, 28.6748562, 0.186453566], [-1.17549421E-38, -0.00146556541, 0.049672436], [0.0016228531, 0.000000e+00, -5.000000e-01], [-1.03459525, 4.000000e+00, 0.00670902757]]> : tensor<4x3xf32>, dense<-267828655> : tensor<i32>, dense<[0.0875661522, -0.0969072282, 0.0037423803, 0.147375524, -0.909434199]> : tensor<5xf32>, dense<[[0xFF800000, 0.0060765543, 132.29805], [119.679321, 0.000000e+00, -0.115782037], [5.000000e-01, 9.50268077, 378.763702], [-0.83359009, -0.349969327, 20.2644596]]> : tensor<4x3xf32>, dense<255> : tensor<1xui8>, dense<> : tensor<2x0xf32>]"
module {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>, %arg2: tensor<5xf32>, %arg3: tensor<4x3xf32>, %arg4: tensor<1xui8>, %arg5: tensor<2x0xf32>) -> (tensor<4x3xf32>, tensor<5xf32>, tensor<4x3xf32>, tensor<2x0xf32>, tensor<2x0xf32>) {
    %0 = chlo.square %arg0 : tensor<4x3xf32> -> tensor<4x3xf32>
    %1 = "stablehlo.case"(%arg1) ({
      %6 = stablehlo.add %0, %0 : tensor<4x3xf32>
      stablehlo.return %6 : tensor<4x3xf32>
    }) : (tensor<i32>) -> tensor<4x3xf32>
    %2 = "stablehlo.sort"(%arg2) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %6 = stablehlo.compare  GT, %arg6, %arg7,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }) : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.add %0, %arg3 : tensor<4x3xf32>
    %4 = "stablehlo.gather"(%arg0, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>, slice_sizes = array<i64: 2, 0>}> : (tensor<4x3xf32>, tensor<1xui8>) -> tensor<2x0xf32>
    %5 = stablehlo.sqrt %arg5 : tensor<2x0xf32>
    return %1, %2, %3, %4, %5 : tensor<4x3xf32>, tensor<5xf32>, tensor<4x3xf32>, tensor<2x0xf32>, tensor<2x0xf32>
  }
}
