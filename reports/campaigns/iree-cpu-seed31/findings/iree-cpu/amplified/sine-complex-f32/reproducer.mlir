// hlo-cts reproducer of program-3871: fail [stablehlo.sine (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile iree-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (result 0): 5 element(s) differ (largest error among them 1639 ulp)
// stablehlo.sine element [0, 0] (real part) of complex<f32>: expected within 5 ulp of the correctly rounded 0xBD45E833 (-0.0483171456)
//   actual    0xBD45E823 (-0.048317086)
//   error: 16 ulp
// stablehlo.sine element [0, 0] (imaginary part) of complex<f32>: expected within 5 ulp of the correctly rounded 0x39FD400C (4.83036391E-4)
//   actual    0x39FD4431 (4.8306727E-4)
//   error: 1061 ulp
// stablehlo.sine element [0, 1] (real part) of complex<f32>: expected within 5 ulp of the correctly rounded 0xBA153B0C (-5.6926976E-4)
//   actual    0xBA1534A5 (-5.69174357E-4)
//   error: 1639 ulp
// stablehlo.sine element [0, 1] (imaginary part) of complex<f32>: expected within 5 ulp of the correctly rounded 0xBC423A9B (-0.0118547929)
//   actual    0xBC423ABE (-0.0118548255)
//   error: 35 ulp
// stablehlo.sine element [0, 2] (imaginary part) of complex<f32>: expected within 5 ulp of the correctly rounded 0x3C89CEB0 (0.0168221891)
//   actual    0x3C89CEB8 (0.016822204)
//   error: 8 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[3.906250e-02], [5.859380e-02]], [[-6.250000e-02], [4.480000e+02]], [[1.875000e-01], [1.760000e+02]]]> : tensor<3x2x1xf8E4M3FN>, dense<[[[-2.500000e+00], [1.500000e+00]], [[-4.687500e-01], [-7.500000e+00]], [[4.375000e-01], [-2.250000e+00]]]> : tensor<3x2x1xf8E4M3FN>]"
module {
  func.func public @main(%arg0: tensor<3x2x1xf8E4M3FN>, %arg1: tensor<3x2x1xf8E4M3FN>) -> (tensor<1x3xcomplex<f32>>, tensor<3x2x1xi1>) {
    %cst = stablehlo.constant dense<[[(-0.0483359583,4.83601209E-4), (-5.69229771E-4,-0.0118545173), (0.00134794903,0.0168214105)]]> : tensor<1x3xcomplex<f32>>
    %0 = stablehlo.sine %cst : tensor<1x3xcomplex<f32>>
    %1 = chlo.broadcast_compare %arg1, %arg0 {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<3x2x1xf8E4M3FN>, tensor<3x2x1xf8E4M3FN>) -> tensor<3x2x1xi1>
    return %0, %1 : tensor<1x3xcomplex<f32>>, tensor<3x2x1xi1>
  }
}
