// hlo-cts reproducer of program-5552/set-1: fail [chlo.zeta (semantics)]
// tier: ieee-reading (chlo.zeta gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla:
// output 4 (result 4): 1 element(s) differ (1 NaN(s) where a number is due)
// chlo.zeta element [1, 2] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0x70 (1.280000e+02)
//   actual    0x7F (NaN)
//   NaN where a number is due
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-1.367190e-02, -4.480000e+02, -1.953130e-03, -1.953130e-03, -8.000000e+00], [-5.000000e-01, -4.480000e+02, -2.500000e+00, 8.000000e+00, 1.000000e+00]]> : tensor<2x5xf8E4M3FN>, dense<[[-8.000000e+00, -2.560000e+02, -1.562500e-02, -5.000000e-01, -8.000000e+00]]> : tensor<1x5xf8E4M3FN>, dense<-2.000000e+00> : tensor<f8E4M3FN>, dense<[[[-4.940660e-324, -4.000000e+00, 5.000000e-01], [-8.000000e+00, -1.7976931348623157E+308, -1.500000e+00], [0x7FF0000000000001, 1.500000e+00, 2.2250738585072009E-308]], [[2.560000e+02, 8.000000e+00, 2.560000e+02], [4.000000e+00, 5.000000e-01, 4.000000e+00], [-1.7976931348623157E+308, 1.000000e+00, 0xFFFFFFFFFFFFFFFF]], [[1.000000e+00, 0.000000e+00, 0x7FF0000000000001], [5.000000e-01, 2.560000e+02, 0.000000e+00], [4.000000e+00, -2.500000e+00, 1.500000e+00]]]> : tensor<3x3x3xf64>, dense<[-2.2250738585072009E-308, 0.000000e+00, 5.000000e-01]> : tensor<3xf64>]"
module {
  func.func public @main(%arg0: tensor<2x5xf8E4M3FN>, %arg1: tensor<1x5xf8E4M3FN>, %arg2: tensor<f8E4M3FN>, %arg3: tensor<3x3x3xf64>, %arg4: tensor<3xf64>) -> (tensor<2x5xf8E4M3FN>, tensor<3x3x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<2x5xf8E4M3FN>) {
    %0 = chlo.broadcast_multiply %arg0, %arg0 : (tensor<2x5xf8E4M3FN>, tensor<2x5xf8E4M3FN>) -> tensor<2x5xf8E4M3FN>
    %1 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>}> ({
    ^bb0(%arg5: tensor<f8E4M3FN>, %arg6: tensor<f8E4M3FN>):
      %3 = stablehlo.compare  LT, %arg5, %arg6 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<f8E4M3FN>, %arg6: tensor<f8E4M3FN>):
      %3 = stablehlo.multiply %arg5, %arg6 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<2x5xf8E4M3FN>, tensor<1x5xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<2x5xf8E4M3FN>
    %cst = stablehlo.constant dense<[2.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf64>
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%arg3, %arg4, %arg4, %cst, %arg3) <{epsilon = 2.500000e-01 : f32, feature_index = 0 : i64}> : (tensor<3x3x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x3x3xf64>) -> (tensor<3x3x3xf64>, tensor<3xf64>, tensor<3xf64>)
    %2 = chlo.zeta %0, %arg0 : tensor<2x5xf8E4M3FN>, tensor<2x5xf8E4M3FN> -> tensor<2x5xf8E4M3FN>
    return %1, %grad_operand, %grad_scale, %grad_offset, %2 : tensor<2x5xf8E4M3FN>, tensor<3x3x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<2x5xf8E4M3FN>
  }
}
