// hlo-cts reproducer of program-17454/set-1::op1: fail [stablehlo.log_plus_one (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.log_plus_one result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.log_plus_one element [] (real part) of complex<f32>: expected within 4 ulp of the correctly rounded 0xC2AEAC50 (-87.3365478)
//   actual    0xFF800000 (-Inf)
//   -Inf where a finite value is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<complex<f32>> {
    %cst = stablehlo.constant dense<(-1.000000e+00,-1.17549435E-38)> : tensor<complex<f32>>
    return %cst : tensor<complex<f32>>
  }
  func.func private @expected() -> tensor<complex<f32>> {
    %cst = stablehlo.constant dense<(-87.3365478,-1.57079637)> : tensor<complex<f32>>
    return %cst : tensor<complex<f32>>
  }
  func.func public @main() -> tensor<complex<f32>> {
    %0 = call @inputs() : () -> tensor<complex<f32>>
    %1 = stablehlo.log_plus_one %0 : tensor<complex<f32>>
    %2 = call @expected() : () -> tensor<complex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<complex<f32>>, tensor<complex<f32>>) -> ()
    return %1 : tensor<complex<f32>>
  }
}
