// hlo-cts reproducer of program-887: fail [chlo.broadcast_next_after (semantics)]
// tier: semantic (stablehlo.dynamic_update_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (result 0): 8 element(s) differ (largest error among them 2 ulp)
// chlo.broadcast_next_after element [0, 0, 0] of f32: expected exactly 0xBB0C396D (-0.00213965331)
//   actual    0xBB0C396F (-0.00213965378)
//   error: 2 ulp
// chlo.broadcast_next_after element [0, 0, 1] of f32: expected exactly 0xBB968272 (-0.00459318701)
//   actual    0xBB968274 (-0.00459318794)
//   error: 2 ulp
// chlo.broadcast_next_after element [0, 0, 2] of f32: expected exactly 0xBEF1704B (-0.471559852)
//   actual    0xBEF1704D (-0.471559912)
//   error: 2 ulp
// chlo.broadcast_next_after element [0, 0, 4] of f32: expected exactly 0xC30A1315 (-138.074539)
//   actual    0xC30A1317 (-138.07457)
//   error: 2 ulp
// chlo.broadcast_next_after element [0, 1, 0] of f32: expected exactly 0xBB0C396D (-0.00213965331)
//   actual    0xBB0C396F (-0.00213965378)
//   error: 2 ulp
// chlo.broadcast_next_after element [0, 1, 1] of f32: expected exactly 0xBB968272 (-0.00459318701)
//   actual    0xBB968274 (-0.00459318794)
//   error: 2 ulp
// chlo.broadcast_next_after element [0, 1, 2] of f32: expected exactly 0xBEF1704B (-0.471559852)
//   actual    0xBEF1704D (-0.471559912)
//   error: 2 ulp
// chlo.broadcast_next_after element [0, 1, 3] of f32: expected exactly 0x3F198C6B (0.599798858)
//   actual    0x3F198C69 (0.599798739)
//   error: 2 ulp
// 
// output 1 (result 1): 9 element(s) differ (largest error among them 2231107584 ulp)
// stablehlo.dynamic_update_slice element [0, 0, 0] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.dynamic_update_slice element [0, 0, 1] of f32: expected exactly 0x40000000 (2.000000e+00)
//   actual    0xC3FF0000 (-5.100000e+02)
//   error: 2214526976 ulp
// stablehlo.dynamic_update_slice element [0, 0, 2] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.dynamic_update_slice element [0, 0, 3] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.dynamic_update_slice element [0, 0, 4] of f32: expected exactly 0x41000000 (8.000000e+00)
//   actual    0xC3FC0000 (-5.040000e+02)
//   error: 2231107584 ulp
// stablehlo.dynamic_update_slice element [0, 1, 0] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.dynamic_update_slice element [0, 1, 1] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.dynamic_update_slice element [0, 1, 2] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.dynamic_update_slice element [0, 1, 3] of f32: expected exactly 0x40800000 (4.000000e+00)
//   actual    0xC3FE0000 (-5.080000e+02)
//   error: 2222850048 ulp
// 
// output 3 (result 3): 5 element(s) differ (largest error among them 2214526976 ulp)
// stablehlo.select element [0, 0, 0] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.select element [0, 0, 1] of f32: expected exactly 0x40000000 (2.000000e+00)
//   actual    0xC3FF0000 (-5.100000e+02)
//   error: 2214526976 ulp
// stablehlo.select element [0, 0, 2] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.select element [0, 0, 3] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// stablehlo.select element [0, 1, 1] of f32: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC4000000 (-5.120000e+02)
//   error: 1140850688 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[0.0103705265, 1.87808359, 0.0473482795, 1.17549435E-38, 7.09016562], [0.0781857147, -0.178907245, 0.00210349169, 4.000000e+00, -818.63861]]]> : tensor<1x2x5xf32>, dense<4294967294> : tensor<ui32>, dense<[[[748552268, 1379180224, -2147483647, 0, 1134633021], [2147483646, 2, 0, 8, 1]], [[-4, -1578671420, -129207245, -979072041, -7], [6, 161729703, 1072702564, -2147483647, 681508204]]]> : tensor<2x2x5xi32>, dense<4> : tensor<i32>, dense<[[[true, true, true, true, false], [false, true, false, false, false]]]> : tensor<1x2x5xi1>, dense<[[[0.0304298494, -7.36684417, -31.5806561, -3.216410e+01, 98.5673751], [0xFFC00000, -556.994446, -0.0101837646, -170.964172, 9.40807151]]]> : tensor<1x2x5xf32>]"
module {
  func.func public @main(%arg0: tensor<1x2x5xf32>, %arg1: tensor<ui32>, %arg2: tensor<2x2x5xi32>, %arg3: tensor<i32>, %arg4: tensor<1x2x5xi1>, %arg5: tensor<1x2x5xf32>) -> (tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<2x2x5xi32>, tensor<1x2x5xf32>) {
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<1x2x5xf32>) -> tensor<1x2x5x!quant.uniform<u8:f32, 2.000000e+00:151>>
    %1 = stablehlo.uniform_dequantize %0 : (tensor<1x2x5x!quant.uniform<u8:f32, 2.000000e+00:151>>) -> tensor<1x2x5xf32>
    %cst = stablehlo.constant dense<[[-0.00213965354, -0.00459318748, -0.471559882, 0.599798799, -138.074554]]> : tensor<1x5xf32>
    %2 = chlo.broadcast_next_after %cst, %1 : (tensor<1x5xf32>, tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [1, 2] : (tensor<1x5xf32>) -> tensor<0x1x5xf32>
    %4 = stablehlo.dynamic_update_slice %1, %3, %arg1, %arg1, %arg1 : (tensor<1x2x5xf32>, tensor<0x1x5xf32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x5xf32>
    %c = stablehlo.constant dense<[2, 1, 2]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<[-3, -1, -6]> : tensor<3xi32>
    %c_1 = stablehlo.constant dense<[1, 0, 1]> : tensor<3xi32>
    %5 = stablehlo.dynamic_pad %arg2, %arg3, %c, %c_0, %c_1 : (tensor<2x2x5xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x2x5xi32>
    %6 = stablehlo.select %arg4, %1, %arg5 : tensor<1x2x5xi1>, tensor<1x2x5xf32>
    return %2, %4, %5, %6 : tensor<1x2x5xf32>, tensor<1x2x5xf32>, tensor<2x2x5xi32>, tensor<1x2x5xf32>
  }
}
