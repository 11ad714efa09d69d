// hlo-cts reproducer of program-4992::op1: fail [stablehlo.dot (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (stablehlo.dot result 0): 6 element(s) differ (largest error among them 2642 ulp)
// stablehlo.dot element [0, 3] (real part) of complex<f32>: expected within [0xC2A835AE (-84.1048431), 0xC2A835A2 (-84.1047515)] (reference 0xC2A835A8 (-8.410480e+01))
//   actual    0xC2A84000 (-8.412500e+01)
//   2642 ulp outside the interval
//   inputs    order-unspecified dot product of 5 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot element [0, 3] (imaginary part) of complex<f32>: expected within [0x3D5F9B82 (0.0545916632), 0x3D5F9B92 (0.0545917228)] (reference 0x3D5F9B8A (0.054591693))
//   actual    0x3D5FA000 (0.0545959473)
//   1134 ulp outside the interval
//   inputs    order-unspecified dot product of 5 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot element [1, 3] (real part) of complex<f32>: expected within [0xC2A835AE (-84.1048431), 0xC2A835A2 (-84.1047515)] (reference 0xC2A835A8 (-8.410480e+01))
//   actual    0xC2A84000 (-8.412500e+01)
//   2642 ulp outside the interval
//   inputs    order-unspecified dot product of 5 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot element [1, 3] (imaginary part) of complex<f32>: expected within [0x3D5F9B82 (0.0545916632), 0x3D5F9B92 (0.0545917228)] (reference 0x3D5F9B8A (0.054591693))
//   actual    0x3D5FA000 (0.0545959473)
//   1134 ulp outside the interval
//   inputs    order-unspecified dot product of 5 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot element [2, 3] (real part) of complex<f32>: expected within [0xC2A835AE (-84.1048431), 0xC2A835A2 (-84.1047515)] (reference 0xC2A835A8 (-8.410480e+01))
//   actual    0xC2A84000 (-8.412500e+01)
//   2642 ulp outside the interval
//   inputs    order-unspecified dot product of 5 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// stablehlo.dot element [2, 3] (imaginary part) of complex<f32>: expected within [0x3D5F9B82 (0.0545916632), 0x3D5F9B92 (0.0545917228)] (reference 0x3D5F9B8A (0.054591693))
//   actual    0x3D5FA000 (0.0545959473)
//   1134 ulp outside the interval
//   inputs    order-unspecified dot product of 5 terms (u_in=0 u_prod=0 u_acc=5.96046e-08)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5xcomplex<f32>>, tensor<5x4xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<3x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-8.410480e+01,0.054591693)]]> : tensor<5x4xcomplex<f32>>
    return %cst, %cst_0 : tensor<3x5xcomplex<f32>>, tensor<5x4xcomplex<f32>>
  }
  func.func private @expected() -> tensor<3x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-8.410480e+01,0.054591693)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-8.410480e+01,0.054591693)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-8.410480e+01,0.054591693)]]> : tensor<3x4xcomplex<f32>>
    return %cst : tensor<3x4xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x4xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<3x5xcomplex<f32>>, tensor<5x4xcomplex<f32>>)
    %1 = stablehlo.dot %0#0, %0#1 : (tensor<3x5xcomplex<f32>>, tensor<5x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x4xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> ()
    return %1 : tensor<3x4xcomplex<f32>>
  }
}
