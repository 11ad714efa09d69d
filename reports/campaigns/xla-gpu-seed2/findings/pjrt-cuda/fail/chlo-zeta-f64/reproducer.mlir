// hlo-cts reproducer of program-170/set-1::op6: fail [chlo.zeta (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.zeta result 0): 6 element(s) differ (largest error among them 1 ulp)
// chlo.zeta element [0, 0] of f64: expected within 0 ulp of the correctly rounded 0x4052DE825884BF18 (75.476705674777236)
//   actual    0x4052DE825884BF17 (75.476705674777221)
//   error: 1 ulp
// chlo.zeta element [0, 1] of f64: expected within 0 ulp of the correctly rounded 0x4052DE825884BF18 (75.476705674777236)
//   actual    0x4052DE825884BF17 (75.476705674777221)
//   error: 1 ulp
// chlo.zeta element [1, 0] of f64: expected within 0 ulp of the correctly rounded 0x4052DE825884BF18 (75.476705674777236)
//   actual    0x4052DE825884BF17 (75.476705674777221)
//   error: 1 ulp
// chlo.zeta element [1, 1] of f64: expected within 0 ulp of the correctly rounded 0x4052DE825884BF18 (75.476705674777236)
//   actual    0x4052DE825884BF17 (75.476705674777221)
//   error: 1 ulp
// chlo.zeta element [2, 0] of f64: expected within 0 ulp of the correctly rounded 0x4052DE825884BF18 (75.476705674777236)
//   actual    0x4052DE825884BF17 (75.476705674777221)
//   error: 1 ulp
// chlo.zeta element [2, 1] of f64: expected within 0 ulp of the correctly rounded 0x4052DE825884BF18 (75.476705674777236)
//   actual    0x4052DE825884BF17 (75.476705674777221)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2xf64>, tensor<3x2xf64>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<3x2xf64>
    %cst_0 = stablehlo.constant dense<-0.11664276755437882> : tensor<3x2xf64>
    return %cst, %cst_0 : tensor<3x2xf64>, tensor<3x2xf64>
  }
  func.func private @expected() -> tensor<3x2xf64> {
    %cst = stablehlo.constant dense<75.476705674777236> : tensor<3x2xf64>
    return %cst : tensor<3x2xf64>
  }
  func.func public @main() -> tensor<3x2xf64> {
    %0:2 = call @inputs() : () -> (tensor<3x2xf64>, tensor<3x2xf64>)
    %1 = chlo.zeta %0#0, %0#1 : tensor<3x2xf64>, tensor<3x2xf64> -> tensor<3x2xf64>
    %2 = call @expected() : () -> tensor<3x2xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<3x2xf64>, tensor<3x2xf64>) -> ()
    return %1 : tensor<3x2xf64>
  }
}
