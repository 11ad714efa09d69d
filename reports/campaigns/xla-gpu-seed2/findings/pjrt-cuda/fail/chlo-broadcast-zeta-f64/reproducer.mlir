// hlo-cts reproducer of program-227::op2: fail [chlo.broadcast_zeta (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.broadcast_zeta result 0): 2 element(s) differ (largest error among them 1 ulp)
// chlo.zeta element [0] of f64: expected within 0 ulp of the correctly rounded 0x3FF4A0A3BDB16432 (1.2892186555748251)
//   actual    0x3FF4A0A3BDB16431 (1.2892186555748248)
//   error: 1 ulp
// chlo.zeta element [1] of f64: expected within 0 ulp of the correctly rounded 0x3FF4A0A3BDB16432 (1.2892186555748251)
//   actual    0x3FF4A0A3BDB16431 (1.2892186555748248)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2xf64> {
    %cst = stablehlo.constant dense<1.6752834593963082> : tensor<2xf64>
    return %cst : tensor<2xf64>
  }
  func.func private @expected() -> tensor<2xf64> {
    %cst = stablehlo.constant dense<1.2892186555748251> : tensor<2xf64>
    return %cst : tensor<2xf64>
  }
  func.func public @main() -> tensor<2xf64> {
    %0 = call @inputs() : () -> tensor<2xf64>
    %1 = chlo.broadcast_zeta %0, %0 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %2 = call @expected() : () -> tensor<2xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<2xf64>, tensor<2xf64>) -> ()
    return %1 : tensor<2xf64>
  }
}
