// hlo-cts reproducer of program-24986/set-1::op0: fail [chlo.square (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.square result 0): 1 element(s) differ (largest error among them 8388608 ulp)
// chlo.square element [0] (imaginary part) of complex<f32>: expected within 4 ulp of the correctly rounded 0x00800000 (1.17549435E-38)
//   actual    0x00000000 (0.000000e+00)
//   error: 8388608 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(5.000000e-01,1.17549435E-38)> : tensor<1xcomplex<f32>>
    return %cst : tensor<1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(2.500000e-01,1.17549435E-38)> : tensor<1xcomplex<f32>>
    return %cst : tensor<1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<1xcomplex<f32>>
    %1 = chlo.square %0 : tensor<1xcomplex<f32>> -> tensor<1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
    return %1 : tensor<1xcomplex<f32>>
  }
}
