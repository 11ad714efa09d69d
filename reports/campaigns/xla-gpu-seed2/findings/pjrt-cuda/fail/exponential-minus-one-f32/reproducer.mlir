// hlo-cts reproducer of program-1972::op1: fail [stablehlo.exponential_minus_one (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (stablehlo.exponential_minus_one result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.exponential_minus_one element [] of f32: expected within 0 ulp of the correctly rounded 0xBF63FF5B (-0.890615165)
//   actual    0xBF63FF5A (-0.890615105)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<f32> {
    %cst = stablehlo.constant dense<-2.21288276> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func private @expected() -> tensor<f32> {
    %cst = stablehlo.constant dense<-0.890615165> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func public @main() -> tensor<f32> {
    %0 = call @inputs() : () -> tensor<f32>
    %1 = stablehlo.exponential_minus_one %0 : tensor<f32>
    %2 = call @expected() : () -> tensor<f32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<f32>, tensor<f32>) -> ()
    return %1 : tensor<f32>
  }
}
