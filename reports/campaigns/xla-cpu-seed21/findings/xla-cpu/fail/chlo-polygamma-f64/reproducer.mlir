// hlo-cts reproducer of program-803/set-1::op3: fail [chlo.polygamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.polygamma result 0): 24 element(s) differ (largest error among them 20 ulp)
// chlo.polygamma element [0, 0, 0] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [0, 0, 1] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [0, 0, 2] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [0, 0, 3] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [0, 1, 0] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [0, 1, 1] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [0, 1, 2] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [0, 1, 3] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [1, 0, 0] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// chlo.polygamma element [1, 0, 1] of f64: expected within 4 ulp of the correctly rounded 0xBF3F53B1297B60BD (-4.7801089520539323E-4)
//   actual    0xBF3F53B1297B60D1 (-4.7801089520539431E-4)
//   error: 20 ulp
// ... and 14 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x2x4xf64> {
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<3x2x4xf64>
    return %cst : tensor<3x2x4xf64>
  }
  func.func private @expected() -> tensor<3x2x4xf64> {
    %cst = stablehlo.constant dense<-4.7801089520539323E-4> : tensor<3x2x4xf64>
    return %cst : tensor<3x2x4xf64>
  }
  func.func public @main() -> tensor<3x2x4xf64> {
    %0 = call @inputs() : () -> tensor<3x2x4xf64>
    %1 = chlo.polygamma %0, %0 : tensor<3x2x4xf64>, tensor<3x2x4xf64> -> tensor<3x2x4xf64>
    %2 = call @expected() : () -> tensor<3x2x4xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<3x2x4xf64>, tensor<3x2x4xf64>) -> ()
    return %1 : tensor<3x2x4xf64>
  }
}
