// hlo-cts reproducer of program-11710::op1: fail [stablehlo.divide (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.divide result 0): 1 element(s) differ (largest error among them 45351886727919600 ulp)
// stablehlo.divide element [0] (real part) of complex<f64>: expected within 2 ulp of the correctly rounded 0x00A11F4CFA4FB7F0 (1.2191459736493272E-305)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 45351886727919600 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3xcomplex<f64>> {
    %cst = stablehlo.constant dense<[(1.2893847222487902,-2191.650347224429), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<3xcomplex<f64>>
    return %cst : tensor<3xcomplex<f64>>
  }
  func.func private @expected() -> tensor<3xcomplex<f64>> {
    %cst = stablehlo.constant dense<[(1.2191459736493272E-305,7.1724405975858818E-309), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]> : tensor<3xcomplex<f64>>
    return %cst : tensor<3xcomplex<f64>>
  }
  func.func public @main() -> tensor<3xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<3xcomplex<f64>>
    %cst = stablehlo.constant dense<[(3728.2504401391161,-1.7976931348623157E+308), (0.061207572884447385,-2.8417167318843117), (2.2250738585072014E-308,-0.000000e+00)]> : tensor<3xcomplex<f64>>
    %1 = stablehlo.divide %0, %cst : tensor<3xcomplex<f64>>
    %2 = call @expected() : () -> tensor<3xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 2 : i64} : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> ()
    return %1 : tensor<3xcomplex<f64>>
  }
}
