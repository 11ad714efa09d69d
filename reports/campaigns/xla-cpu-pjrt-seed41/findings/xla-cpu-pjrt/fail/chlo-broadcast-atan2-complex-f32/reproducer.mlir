// hlo-cts reproducer of program-523::op1: fail [chlo.broadcast_atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_atan2 result 0): 120 element(s) differ (largest error among them 864026624 ulp)
// stablehlo.atan2 element [0, 0, 0] (real part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x30C00187 (1.39702727E-9)
//   error: 817889671 ulp
// stablehlo.atan2 element [0, 0, 0] (imaginary part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x80000000 (-0.000000e+00)
//   actual    0x33800000 (5.96046448E-8)
//   error: 864026624 ulp
// stablehlo.atan2 element [0, 0, 1] (real part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x30C00187 (1.39702727E-9)
//   error: 817889671 ulp
// stablehlo.atan2 element [0, 0, 1] (imaginary part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x80000000 (-0.000000e+00)
//   actual    0x33800000 (5.96046448E-8)
//   error: 864026624 ulp
// stablehlo.atan2 element [0, 0, 2] (real part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x30C00187 (1.39702727E-9)
//   error: 817889671 ulp
// stablehlo.atan2 element [0, 0, 2] (imaginary part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x80000000 (-0.000000e+00)
//   actual    0x33800000 (5.96046448E-8)
//   error: 864026624 ulp
// stablehlo.atan2 element [0, 0, 3] (real part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x30C00187 (1.39702727E-9)
//   error: 817889671 ulp
// stablehlo.atan2 element [0, 0, 3] (imaginary part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x80000000 (-0.000000e+00)
//   actual    0x33800000 (5.96046448E-8)
//   error: 864026624 ulp
// stablehlo.atan2 element [0, 1, 0] (real part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x30C00187 (1.39702727E-9)
//   error: 817889671 ulp
// stablehlo.atan2 element [0, 1, 0] (imaginary part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x80000000 (-0.000000e+00)
//   actual    0x33800000 (5.96046448E-8)
//   error: 864026624 ulp
// ... and 110 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5x4xcomplex<f32>>, tensor<1xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3x5x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.027002329,4.10684384E-4)> : tensor<1xcomplex<f32>>
    return %cst, %cst_0 : tensor<3x5x4xcomplex<f32>>, tensor<1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<3x5x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,-0.000000e+00)> : tensor<3x5x4xcomplex<f32>>
    return %cst : tensor<3x5x4xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x5x4xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<3x5x4xcomplex<f32>>, tensor<1xcomplex<f32>>)
    %1 = chlo.broadcast_atan2 %0#0, %0#1 : (tensor<3x5x4xcomplex<f32>>, tensor<1xcomplex<f32>>) -> tensor<3x5x4xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x5x4xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<3x5x4xcomplex<f32>>, tensor<3x5x4xcomplex<f32>>) -> ()
    return %1 : tensor<3x5x4xcomplex<f32>>
  }
}
