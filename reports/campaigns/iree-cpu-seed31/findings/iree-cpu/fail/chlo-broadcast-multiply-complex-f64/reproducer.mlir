// hlo-cts reproducer of program-454::op1: fail [chlo.broadcast_multiply (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile iree-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (chlo.broadcast_multiply result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.multiply element [1, 2] (imaginary part) of complex<f64>: expected within 0 ulp of the correctly rounded 0xBFA5E047E27DECFF (-0.042726751707016668)
//   actual    0xBFA5E047E27DECFE (-0.042726751707016661)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (131.88608126437398,0.084273164011362423)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(-1.500000e+00,6.3450967310401101E-4)> : tensor<complex<f64>>
    return %cst, %cst_0 : tensor<3x3xcomplex<f64>>, tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<3x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(-0.000000e+00,0.000000e+00), (-0.000000e+00,0.000000e+00), (-0.000000e+00,0.000000e+00)], [(-0.000000e+00,0.000000e+00), (-0.000000e+00,0.000000e+00), (-197.82917536869871,-0.042726751707016668)], [(-0.000000e+00,0.000000e+00), (-0.000000e+00,0.000000e+00), (-0.000000e+00,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    return %cst : tensor<3x3xcomplex<f64>>
  }
  func.func public @main() -> tensor<3x3xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>)
    %1 = chlo.broadcast_multiply %0#0, %0#1 : (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = call @expected() : () -> tensor<3x3xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> ()
    return %1 : tensor<3x3xcomplex<f64>>
  }
}
