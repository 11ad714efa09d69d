// hlo-cts reproducer of program-3910::op3: fail [chlo.lgamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.lgamma result 0): 1 element(s) differ (largest error among them 4382002437431492608 ulp)
// chlo.lgamma element [] of f64: expected within 0 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0xBCD0000000000000 (-8.8817841970012523E-16)
//   error: 4382002437431492608 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<f64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    return %cst : tensor<f64>
  }
  func.func public @main() -> tensor<f64> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = chlo.lgamma %cst : tensor<f64> -> tensor<f64>
    %1 = call @expected() : () -> tensor<f64>
    stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<f64>, tensor<f64>) -> ()
    return %0 : tensor<f64>
  }
}
