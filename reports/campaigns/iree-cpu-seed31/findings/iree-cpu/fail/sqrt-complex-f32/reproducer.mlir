// hlo-cts reproducer of program-3615::op0: fail [stablehlo.sqrt (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile iree-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (stablehlo.sqrt result 0): 2 element(s) differ (largest error among them 2 ulp)
// stablehlo.sqrt element [0] (real part) of complex<f32>: expected within 0 ulp of the correctly rounded 0x3FE61879 (1.79762185)
//   actual    0x3FE61878 (1.79762173)
//   error: 1 ulp
// stablehlo.sqrt element [0] (imaginary part) of complex<f32>: expected within 0 ulp of the correctly rounded 0x3A4A3FD0 (7.71519728E-4)
//   actual    0x3A4A3FCE (7.71519611E-4)
//   error: 2 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(3.23144388,0.00277380156)> : tensor<1xcomplex<f32>>
    return %cst : tensor<1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.79762185,7.71519728E-4)> : tensor<1xcomplex<f32>>
    return %cst : tensor<1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<1xcomplex<f32>>
    %1 = stablehlo.sqrt %0 : tensor<1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
    return %1 : tensor<1xcomplex<f32>>
  }
}
