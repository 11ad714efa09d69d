// hlo-cts reproducer of program-7362::op7: fail [chlo.scan (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.scan result 0): 2 element(s) differ (largest error among them 1 ulp)
// chlo.scan element [3] (real part) of complex<f64>: expected exactly 0xC1714B83D161683A (-18135101.086281039)
//   actual    0xC1714B83D1616839 (-18135101.086281035)
//   error: 1 ulp
// chlo.scan element [3] (imaginary part) of complex<f64>: expected exactly 0xC0DFCACEAD6575EF (-32555.229333272142)
//   actual    0xC0DFCACEAD6575EE (-32555.229333272138)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xcomplex<f64>>, tensor<complex<f64>>) {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-3518.0082237045845,-1.500000e+00), (5154.9372590950643,7.0559310456898965)]> : tensor<5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    return %cst, %cst_0 : tensor<5xcomplex<f64>>, tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<5xcomplex<f64>> {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,-0.000000e+00), (-18135101.086281039,-32555.229333272142), (5154.9372590950643,7.0559310456898965)]> : tensor<5xcomplex<f64>>
    return %cst : tensor<5xcomplex<f64>>
  }
  func.func public @main() -> tensor<5xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<5xcomplex<f64>>, tensor<complex<f64>>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=0 attributes {is_reverse = true}  {
    ^bb0(%input: tensor<complex<f64>>, %carry: tensor<complex<f64>>):
      %3 = stablehlo.multiply %input, %carry : tensor<complex<f64>>
      stablehlo.return %3, %3 : tensor<complex<f64>>, tensor<complex<f64>>
    } : (tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> (tensor<5xcomplex<f64>>, tensor<complex<f64>>)
    %2 = call @expected() : () -> tensor<5xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> ()
    return %1#0 : tensor<5xcomplex<f64>>
  }
}
