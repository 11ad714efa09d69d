// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.atan2`(−0, −0), f8E4M3FN
// the backend: NaN
// the spec: atan2 follows IEEE 754: atan2(−0, −0) = −π (−3.25 in f8E4M3FN); accuracy is open, a
//   NaN is not
//
// hlo-cts reproducer of program-58::op1: fail [stablehlo.atan2 (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.atan2 result 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.atan2 element [0] of f8E4M3FN: expected within 18446744073709551600 ulp of the correctly rounded 0xC5 (-3.250000e+00)
//   actual    0x7F (NaN)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xf8E4M3FN> {
    %cst = stablehlo.constant dense<-3.250000e+00> : tensor<1xf8E4M3FN>
    return %cst : tensor<1xf8E4M3FN>
  }
  func.func public @main() -> tensor<1xf8E4M3FN> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<1xf8E4M3FN>
    %0 = stablehlo.atan2 %cst, %cst : tensor<1xf8E4M3FN>
    %1 = call @expected() : () -> tensor<1xf8E4M3FN>
    stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) -> ()
    return %0 : tensor<1xf8E4M3FN>
  }
}
