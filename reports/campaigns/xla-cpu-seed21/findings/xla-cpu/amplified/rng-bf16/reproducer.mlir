// hlo-cts reproducer of program-27698/set-1: fail [stablehlo.rng (semantics)]
// tier: semantic (stablehlo.rng gives a value its semantics do not allow (it does no floating-point arithmetic whose accuracy could be at stake); no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 1 (result 1): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.rng element [0, 0, 2] of bf16: expected within [0x3F7D (9.882810e-01), 0x407F (3.984380e+00)] (reference 0x3F83 (1.023440e+00))
//   actual    0x4080 (4.000000e+00)
//   1 ulp outside the interval
//   inputs    rng UNIFORM: any value in [a, b)
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[5.000000e-01], [2.000000e+00], [0x7F800000], [-2.000000e+00], [-5.000000e-01]], [[-4.000000e+00], [-3.40282347E+38], [-0.000000e+00], [-2.000000e+00], [-4.000000e+00]]]> : tensor<2x5x1xf32>, dense<[[0, -128, -128], [-1, 126, -1], [-127, -127, -127], [-127, 127, 1]]> : tensor<4x3xi8>, dense<[[[-1.367190e-02, -2.000000e+00, 2.560000e+02], [2.000000e+00, -2.560000e+02, 1.367190e-02]]]> : tensor<1x2x3xf8E4M3FN>]"
module {
  func.func public @main(%arg0: tensor<2x5x1xf32>, %arg1: tensor<4x3xi8>, %arg2: tensor<1x2x3xf8E4M3FN>) -> (tensor<2x5x1xf32>, tensor<1x2x3xbf16>, tensor<4x3xi8>, tensor<2x5x1xf32>, tensor<bf16>, tensor<2x1x3xf8E4M3FN>) {
    %0 = chlo.square %arg0 : tensor<2x5x1xf32> -> tensor<2x5x1xf32>
    %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi8>
    %cst = stablehlo.constant dense<9.882810e-01> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<bf16>
    %1 = stablehlo.rng %cst, %cst_0, %c, distribution =  UNIFORM : (tensor<bf16>, tensor<bf16>, tensor<3xi8>) -> tensor<1x2x3xbf16>
    %2 = chlo.broadcast_and %arg1, %arg1 : (tensor<4x3xi8>, tensor<4x3xi8>) -> tensor<4x3xi8>
    %3 = chlo.erf %arg0 : tensor<2x5x1xf32> -> tensor<2x5x1xf32>
    %4 = chlo.broadcast_atan2 %cst_0, %cst : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<1x1x1xf8E4M3FN>
    %5 = stablehlo.convolution(%arg2, %cst_1) dim_numbers = [f, b, 0]x[0, i, o]->[b, f, 0], window = {stride = [2], pad = [[1, 0]], lhs_dilate = [2], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]} : (tensor<1x2x3xf8E4M3FN>, tensor<1x1x1xf8E4M3FN>) -> tensor<2x1x3xf8E4M3FN>
    return %0, %1, %2, %3, %4, %5 : tensor<2x5x1xf32>, tensor<1x2x3xbf16>, tensor<4x3xi8>, tensor<2x5x1xf32>, tensor<bf16>, tensor<2x1x3xf8E4M3FN>
  }
}
