// hlo-cts reproducer of program-1418/set-1::op4: fail [chlo.broadcast_atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_atan2 result 0): 2 element(s) differ (largest error among them 9228513313104091696 ulp)
// stablehlo.atan2 element [0, 0] (real part) of complex<f64>: expected within 4 ulp of the correctly rounded 0x400921FB54442D18 (3.1415926535897931)
//   actual    0xC00921FB54442D18 (-3.1415926535897931)
//   error: 9228513313104091696 ulp
// stablehlo.atan2 element [0, 0] (imaginary part) of complex<f64>: expected within 4 ulp of the correctly rounded 0x8000000000000000 (-0.000000e+00)
//   actual    0x3CA0000000000000 (1.1102230246251565E-16)
//   error: 4368491638549381120 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(-1.000000e+00,-1.000000e+00)> : tensor<1x1xcomplex<f64>>
    return %cst, %cst_0 : tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(3.1415926535897931,-0.000000e+00)> : tensor<1x1xcomplex<f64>>
    return %cst : tensor<1x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x1xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>)
    %1 = chlo.broadcast_atan2 %0#0, %0#1 : (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) -> tensor<1x1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) -> ()
    return %1 : tensor<1x1xcomplex<f64>>
  }
}
