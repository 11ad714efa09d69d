// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.zeta`(DBL_MAX, DBL_MAX), f64
// the backend: NaN
// the spec: ζ(s, q) = Σ (q + k)^−s is finite (0 after rounding) for s, q > 1; `spec.profile`
//   leaves the accuracy open, but a NaN is no value of any accuracy
//
// hlo-cts reproducer of hand-written::main: fail [chlo.zeta (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (custom_call @check.expect_eq operand 0): 2 element(s) differ (max error 0 ulp)
// chlo.zeta element [0] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0xFFF8000000000000 (-NaN)
//   error: NaN mismatch
// chlo.zeta element [1] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0xFFF8000000000000 (-NaN)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2xf64> {
    %cst = stablehlo.constant dense<1.7976931348623157E+308> : tensor<2xf64>
    return %cst : tensor<2xf64>
  }
  func.func private @expected() -> tensor<2xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    return %cst : tensor<2xf64>
  }
  func.func @main() -> tensor<2xf64> {
    %0 = call @inputs() : () -> tensor<2xf64>
    %1 = chlo.zeta %0, %0 : tensor<2xf64>, tensor<2xf64> -> tensor<2xf64>
    %2 = call @expected() : () -> tensor<2xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<2xf64>, tensor<2xf64>) -> ()
    return %1 : tensor<2xf64>
  }
}
