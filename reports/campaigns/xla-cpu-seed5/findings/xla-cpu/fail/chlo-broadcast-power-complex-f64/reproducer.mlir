// hlo-cts reproducer of program-76::op0: fail [chlo.broadcast_power (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_power result 0): 1 element(s) differ (largest error among them 114 ulp)
// stablehlo.power element [2] (real part) of complex<f64>: expected within 32 ulp of the correctly rounded 0x3D0C96543E8F87F8 (1.2695277259305935E-14)
//   actual    0x3D0C96543E8F8786 (1.2695277259305755E-14)
//   error: 114 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5xcomplex<f64>> {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.38844222496506037,20.851791321329475), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<5xcomplex<f64>>
    return %cst : tensor<5xcomplex<f64>>
  }
  func.func private @expected() -> tensor<5xcomplex<f64>> {
    %cst = stablehlo.constant dense<[(1.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00), (1.2695277259305935E-14,2.5621117046036657E-14), (1.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00)]> : tensor<5xcomplex<f64>>
    return %cst : tensor<5xcomplex<f64>>
  }
  func.func public @main() -> tensor<5xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<5xcomplex<f64>>
    %1 = chlo.broadcast_power %0, %0 : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %2 = call @expected() : () -> tensor<5xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 32 : i64} : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> ()
    return %1 : tensor<5xcomplex<f64>>
  }
}
