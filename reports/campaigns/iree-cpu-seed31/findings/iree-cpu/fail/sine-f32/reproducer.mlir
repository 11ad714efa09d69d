// hlo-cts reproducer of program-127::op3: fail [stablehlo.sine (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile iree-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile iree-cpu:
// output 0 (stablehlo.sine result 0): 1 element(s) differ (largest error among them 876 ulp)
// stablehlo.sine element [0] of f32: expected within 2 ulp of the correctly rounded 0xBA35DBD7 (-6.93736074E-4)
//   actual    0xBA35D86B (-6.93685084E-4)
//   error: 876 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1xf32> {
    %cst = stablehlo.constant dense<-6.93736132E-4> : tensor<1xf32>
    return %cst : tensor<1xf32>
  }
  func.func private @expected() -> tensor<1xf32> {
    %cst = stablehlo.constant dense<-6.93736074E-4> : tensor<1xf32>
    return %cst : tensor<1xf32>
  }
  func.func public @main() -> tensor<1xf32> {
    %0 = call @inputs() : () -> tensor<1xf32>
    %1 = stablehlo.sine %0 : tensor<1xf32>
    %2 = call @expected() : () -> tensor<1xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 2 : i64} : (tensor<1xf32>, tensor<1xf32>) -> ()
    return %1 : tensor<1xf32>
  }
}
