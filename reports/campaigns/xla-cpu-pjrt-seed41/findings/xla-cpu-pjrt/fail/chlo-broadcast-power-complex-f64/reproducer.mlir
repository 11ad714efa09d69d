// hlo-cts reproducer of program-5436::op1: fail [chlo.broadcast_power (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_power result 0): 6 element(s) differ (largest error among them 4377962995776773127 ulp)
// stablehlo.power element [0, 0] (imaginary part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3CC1A62633145C07 (4.8985871965894128E-16)
//   error: 4377962995776773127 ulp
// stablehlo.power element [0, 1] (imaginary part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3CC1A62633145C07 (4.8985871965894128E-16)
//   error: 4377962995776773127 ulp
// stablehlo.power element [1, 0] (imaginary part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3CC1A62633145C07 (4.8985871965894128E-16)
//   error: 4377962995776773127 ulp
// stablehlo.power element [1, 1] (imaginary part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3CC1A62633145C07 (4.8985871965894128E-16)
//   error: 4377962995776773127 ulp
// stablehlo.power element [2, 0] (imaginary part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3CC1A62633145C07 (4.8985871965894128E-16)
//   error: 4377962995776773127 ulp
// stablehlo.power element [2, 1] (imaginary part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3CC1A62633145C07 (4.8985871965894128E-16)
//   error: 4377962995776773127 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2xcomplex<f64>>, tensor<3x2xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<3x2xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(-4.000000e+00,0.000000e+00)> : tensor<3x2xcomplex<f64>>
    return %cst, %cst_0 : tensor<3x2xcomplex<f64>>, tensor<3x2xcomplex<f64>>
  }
  func.func private @expected() -> tensor<3x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<(-4.000000e+00,0.000000e+00)> : tensor<3x2xcomplex<f64>>
    return %cst : tensor<3x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<3x2xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<3x2xcomplex<f64>>, tensor<3x2xcomplex<f64>>)
    %1 = chlo.broadcast_power %0#1, %0#0 : (tensor<3x2xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %2 = call @expected() : () -> tensor<3x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 32 : i64} : (tensor<3x2xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> ()
    return %1 : tensor<3x2xcomplex<f64>>
  }
}
