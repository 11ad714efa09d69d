// hlo-cts reproducer of program-258: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 5 (result 5): 1 element(s) differ (largest error among them 132 ulp)
// stablehlo.gather element [0] of f8E5M2: expected exactly 0xC0 (-2.000000e+00)
//   actual    0x44 (4.000000e+00)
//   error: 132 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<(-0.541279554,-0.403565794)> : tensor<complex<f32>>, dense<-2.000000e+00> : tensor<1xf8E5M2>, dense<> : tensor<1x0xi64>, dense<[[[7, -3, 8, -2], [-6560237651746601334, -3508324628716432276, 9223372036854775806, 8309711383821318457], [-114431056614522399, -4, -9223372036854775807, 0], [-2918309955465032105, 6, -6629354706043744488, 2], [6, 6345538878262886274, -3335550590536741621, -4]], [[-1, -9198819508109618080, -9223372036854775807, 6588330104863182394], [-1, -6, -1, -8], [-6369133016545431870, -2, 3664107935955934648, 0], [9223372036854775807, 3544858729243887392, 1440907112445482159, -1], [1, 1, -8490365965318877704, 8]]]> : tensor<2x5x4xi64>, dense<-127> : tensor<1xi8>]"
module {
  func.func public @main(%arg0: tensor<complex<f32>>, %arg1: tensor<1xf8E5M2>, %arg2: tensor<1x0xi64>, %arg3: tensor<2x5x4xi64>, %arg4: tensor<1xi8>) -> (tensor<0x3xcomplex<f32>>, tensor<1xf8E5M2>, tensor<1xf32>, tensor<2x4x9xi64>, tensor<4x4xcomplex<f32>>, tensor<1xf8E5M2>) {
    %cst = stablehlo.constant dense<[[(-3069.77661,-0.00103810651), (-4.000000e+00,1353.8999), (0xFFC00000,-338.30957), (2.000000e+00,-1.17549435E-38)], [(0x7F800001,0.000000e+00), (-0.024382703,14.628644), (4.000000e+00,8.82351398), (3184.93262,2.29842019)], [(8.62915826E-4,0.252967864), (0x7FC00000,1.000000e+00), (0.00159741484,-0.00181871292), (0.00318404194,15.164814)], [(0.00767229265,1.17549421E-38), (205.546265,3.906250e-03), (3.08075738,0.00117389171), (0x7FC00000,-0.0134640411)]]> : tensor<4x4xcomplex<f32>>
    %0 = stablehlo.pad %cst, %arg0, low = [-2, 2], high = [-5, -9], interior = [1, 2] : (tensor<4x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<0x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<7382.81396> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<1.17549435E-38> : tensor<1xf32>
    %1:2 = "stablehlo.scatter"(%arg1, %cst_0, %arg2, %arg1, %cst_1) <{scatter_dimension_numbers = #stablehlo.scatter<input_batching_dims = [0], scatter_indices_batching_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg5: tensor<f8E5M2>, %arg6: tensor<f32>, %arg7: tensor<f8E5M2>, %arg8: tensor<f32>):
      %5 = stablehlo.multiply %arg5, %arg7 : tensor<f8E5M2>
      %6 = stablehlo.add %arg6, %arg8 : tensor<f32>
      stablehlo.return %5, %6 : tensor<f8E5M2>, tensor<f32>
    }) : (tensor<1xf8E5M2>, tensor<1xf32>, tensor<1x0xi64>, tensor<1xf8E5M2>, tensor<1xf32>) -> (tensor<1xf8E5M2>, tensor<1xf32>)
    %c = stablehlo.constant dense<[[[-9223372036854775807], [6]], [[6], [-7]], [[-1], [5]], [[-1], [3370047461757874655]]]> : tensor<4x2x1xi64>
    %2 = stablehlo.convolution(%arg3, %c) dim_numbers = [f, 0, b]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [2], rhs_dilate = [2], reverse = [false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x5x4xi64>, tensor<4x2x1xi64>) -> tensor<2x4x9xi64>
    %cst_2 = stablehlo.constant dense<[[(-3.40282347E+38,-376.205353), (3.89037334E-4,0.979305982), (12.1893158,0.00108208868), (-0.0361893252,-5.22552582E-4)], [(-5.33985853,-975.192138), (1717.48181,65.7916794), (4.000000e+00,0.00986533705), (-0.0664296299,-4.000000e+00)], [(23.2234974,2240.87744), (1.17549421E-38,1.17549435E-38), (0x7F800001,1533.25574), (60.269104,3.10254693)], [(0.00532280607,5.000000e-01), (-0.650623083,0.0359761938), (-0.0542388372,1.55866313), (-42.5115509,0.00121997832)]]> : tensor<4x4xcomplex<f32>>
    %3 = stablehlo.divide %cst, %cst_2 : tensor<4x4xcomplex<f32>>
    %4 = "stablehlo.gather"(%arg1, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<1xf8E5M2>, tensor<1xi8>) -> tensor<1xf8E5M2>
    return %0, %1#0, %1#1, %2, %3, %4 : tensor<0x3xcomplex<f32>>, tensor<1xf8E5M2>, tensor<1xf32>, tensor<2x4x9xi64>, tensor<4x4xcomplex<f32>>, tensor<1xf8E5M2>
  }
}
