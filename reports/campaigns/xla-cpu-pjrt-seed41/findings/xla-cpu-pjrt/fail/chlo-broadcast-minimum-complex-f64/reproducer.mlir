// hlo-cts reproducer of program-1484/set-1::op3: fail [chlo.broadcast_minimum (semantics)]
// tier: semantic (chlo.broadcast_minimum gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_minimum result 0): 45 element(s) differ (largest error among them 9218868437227405311 ulp)
// chlo.broadcast_minimum element [0, 0, 0] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 0, 1] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 0, 2] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 1, 0] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 1, 1] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 1, 2] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 2, 0] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 2, 1] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [0, 2, 2] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// chlo.broadcast_minimum element [1, 0, 0] (imaginary part) of complex<f64>: expected exactly 0xFFEFFFFFFFFFFFFF (-1.7976931348623157E+308)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 9218868437227405311 ulp
// ... and 35 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3x3xcomplex<f64>>, tensor<complex<f64>>) {
    %cst = stablehlo.constant dense<(-2.560000e+02,0.000000e+00)> : tensor<5x3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(-2.560000e+02,-1.7976931348623157E+308)> : tensor<complex<f64>>
    return %cst, %cst_0 : tensor<5x3x3xcomplex<f64>>, tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<5x3x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(-2.560000e+02,-1.7976931348623157E+308)> : tensor<5x3x3xcomplex<f64>>
    return %cst : tensor<5x3x3xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x3x3xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<5x3x3xcomplex<f64>>, tensor<complex<f64>>)
    %1 = chlo.broadcast_minimum %0#0, %0#1 : (tensor<5x3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x3x3xcomplex<f64>>
    %2 = call @expected() : () -> tensor<5x3x3xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3x3xcomplex<f64>>, tensor<5x3x3xcomplex<f64>>) -> ()
    return %1 : tensor<5x3x3xcomplex<f64>>
  }
}
