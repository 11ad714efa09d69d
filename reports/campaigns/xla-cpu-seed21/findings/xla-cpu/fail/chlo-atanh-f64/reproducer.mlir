// hlo-cts reproducer of program-26290::op0: fail [chlo.atanh (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.atanh result 0): 1 element(s) differ (largest error among them 32 ulp)
// chlo.atanh element [0, 0, 0] of f64: expected within 25 ulp of the correctly rounded 0x3FDA9F82BA5E23F8 (0.41598575782751324)
//   actual    0x3FDA9F82BA5E23D8 (0.41598575782751146)
//   error: 32 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x1x1xf64> {
    %cst = stablehlo.constant dense<0.39354326998677702> : tensor<1x1x1xf64>
    return %cst : tensor<1x1x1xf64>
  }
  func.func private @expected() -> tensor<1x1x1xf64> {
    %cst = stablehlo.constant dense<0.41598575782751324> : tensor<1x1x1xf64>
    return %cst : tensor<1x1x1xf64>
  }
  func.func public @main() -> tensor<1x1x1xf64> {
    %0 = call @inputs() : () -> tensor<1x1x1xf64>
    %1 = chlo.atanh %0 : tensor<1x1x1xf64> -> tensor<1x1x1xf64>
    %2 = call @expected() : () -> tensor<1x1x1xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 25 : i64} : (tensor<1x1x1xf64>, tensor<1x1x1xf64>) -> ()
    return %1 : tensor<1x1x1xf64>
  }
}
