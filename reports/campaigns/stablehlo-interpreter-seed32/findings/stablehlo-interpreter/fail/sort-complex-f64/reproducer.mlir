// hlo-cts reproducer of program-3676::op0: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sort result 0): 4 element(s) differ (largest error among them 4563288897050347328 ulp; 1 NaN(s) where a number is due; 1 number(s) where NaN is due)
// stablehlo.sort element [1, 0] (real part) of complex<f64>: expected exactly 0x7FF8000000000000 (NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// stablehlo.sort element [1, 0] (imaginary part) of complex<f64>: expected exactly 0x3F540F13142B8740 (0.0012242971721935919)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4563288897050347328 ulp
// stablehlo.sort element [1, 1] (real part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0x7FF8000000000000 (NaN)
//   NaN where a number is due
// stablehlo.sort element [1, 1] (imaginary part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0x3F540F13142B8740 (0.0012242971721935919)
//   error: 4563288897050347328 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0x7FF8000000000000,0.0012242971721935919)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<5x2xcomplex<f64>>
    return %cst : tensor<5x2xcomplex<f64>>
  }
  func.func private @expected() -> tensor<5x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0x7FF8000000000000,0.0012242971721935919), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<5x2xcomplex<f64>>
    return %cst : tensor<5x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x2xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<5x2xcomplex<f64>>
    %1 = "stablehlo.sort"(%0) ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %3 = stablehlo.real %arg0 : (tensor<complex<f64>>) -> tensor<f64>
      %4 = stablehlo.real %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %5 = stablehlo.compare  GT, %3, %4,  TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xcomplex<f64>>
    %2 = call @expected() : () -> tensor<5x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x2xcomplex<f64>>, tensor<5x2xcomplex<f64>>) -> ()
    return %1 : tensor<5x2xcomplex<f64>>
  }
}
