// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.reduce_precision` of 256 (f8E4M3FN) to 1 exponent bit, 23 mantissa bits
// the backend: 256
// the spec: with exponent_bits = 1 the largest finite value is below 2: 256 overflows to +Inf,
//   which f8E4M3FN holds as NaN
//
// hlo-cts reproducer of program-1228::op1: fail [stablehlo.reduce_precision (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.reduce_precision result 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.reduce_precision element [0, 0, 0] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x78 (2.560000e+02)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x1x1xf8E4M3FN> {
    %cst = stablehlo.constant dense<2.560000e+02> : tensor<1x1x1xf8E4M3FN>
    return %cst : tensor<1x1x1xf8E4M3FN>
  }
  func.func private @expected() -> tensor<1x1x1xf8E4M3FN> {
    %cst = stablehlo.constant dense<0x7F> : tensor<1x1x1xf8E4M3FN>
    return %cst : tensor<1x1x1xf8E4M3FN>
  }
  func.func public @main() -> tensor<1x1x1xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<1x1x1xf8E4M3FN>
    %1 = stablehlo.reduce_precision %0, format = e1m23 : tensor<1x1x1xf8E4M3FN>
    %2 = call @expected() : () -> tensor<1x1x1xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1x1xf8E4M3FN>, tensor<1x1x1xf8E4M3FN>) -> ()
    return %1 : tensor<1x1x1xf8E4M3FN>
  }
}
