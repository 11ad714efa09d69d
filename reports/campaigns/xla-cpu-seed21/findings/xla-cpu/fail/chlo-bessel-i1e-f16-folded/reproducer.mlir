// hlo-cts reproducer of program-29644::op1: fail [chlo.bessel_i1e (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.bessel_i1e result 0): 1 element(s) differ (1 with the other sign of zero)
// chlo.bessel_i1e element [0, 0] of f16: expected within 2 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   the sign of zero differs
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1x1xf16> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<1x1xf16>
    return %cst : tensor<1x1xf16>
  }
  func.func public @main() -> tensor<1x1xf16> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<1x1xf16>
    %0 = chlo.bessel_i1e %cst : tensor<1x1xf16> -> tensor<1x1xf16>
    %1 = call @expected() : () -> tensor<1x1xf16>
    stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true, max_ulp_difference = 2 : i64} : (tensor<1x1xf16>, tensor<1x1xf16>) -> ()
    return %0 : tensor<1x1xf16>
  }
}
