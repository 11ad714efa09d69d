// hlo-cts reproducer of program-14069/set-1::op5: fail [stablehlo.dot_general (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.dot_general result 0): 2 element(s) differ (largest error among them 2035843099307 ulp)
// stablehlo.dot_general element [4, 3] (real part) of complex<f64>: expected within [0x002D3301CBE49975 (8.1213099153302539E-308), 0x002D3301CBE49996 (8.1213099153302865E-308)] (reference 0x002D3301CBE49985 (8.1213099153302697E-308))
//   actual    0x002D3127CA302ECA (8.1192982350588728E-308)
//   2035843099307 ulp outside the interval
//   inputs    order-unspecified dot product of 1 terms (u_in=0 u_prod=0 u_acc=1.11022e-16)
// stablehlo.dot_general element [4, 3] (imaginary part) of complex<f64>: expected within [0x002D2F4DC87BC3FE (8.1172865547874591E-308), 0x002D2F4DC87BC41F (8.1172865547874917E-308)] (reference 0x002D2F4DC87BC40F (8.1172865547874759E-308))
//   actual    0x002D3127CA302ECA (8.1192982350588728E-308)
//   2035843099307 ulp outside the interval
//   inputs    order-unspecified dot product of 1 terms (u_in=0 u_prod=0 u_acc=1.11022e-16)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xcomplex<f64>>, tensor<5x4xcomplex<f64>>) {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-2.2250738585072014E-308,-2.2250738585072014E-308)]> : tensor<5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-3.6490016742662634,9.0409595335707887E-4)]]> : tensor<5x4xcomplex<f64>>
    return %cst, %cst_0 : tensor<5xcomplex<f64>>, tensor<5x4xcomplex<f64>>
  }
  func.func private @expected() -> tensor<5x4xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (8.1213099153302697E-308,8.1172865547874759E-308)]]> : tensor<5x4xcomplex<f64>>
    return %cst : tensor<5x4xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x4xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<5xcomplex<f64>>, tensor<5x4xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#1, %0#0, batching_dims = [0] x [0], contracting_dims = [] x [] : (tensor<5x4xcomplex<f64>>, tensor<5xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    %2 = call @expected() : () -> tensor<5x4xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x4xcomplex<f64>>, tensor<5x4xcomplex<f64>>) -> ()
    return %1 : tensor<5x4xcomplex<f64>>
  }
}
