// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.broadcast_power`(0, 0), f8E4M3FN
// the backend: NaN
// the spec: power follows IEEE 754 pow: pow(±0, 0) = 1
//
// hlo-cts reproducer of program-334::op0: fail [chlo.broadcast_power (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (chlo.broadcast_power result 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.power element [] of f8E4M3FN: expected within 18446744073709551600 ulp of the correctly rounded 0x38 (1.000000e+00)
//   actual    0x7F (NaN)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<f8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FN>
    return %cst : tensor<f8E4M3FN>
  }
  func.func private @expected() -> tensor<f8E4M3FN> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f8E4M3FN>
    return %cst : tensor<f8E4M3FN>
  }
  func.func public @main() -> tensor<f8E4M3FN> {
    %0 = call @inputs() : () -> tensor<f8E4M3FN>
    %1 = chlo.broadcast_power %0, %0 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<f8E4M3FN>
    %2 = call @expected() : () -> tensor<f8E4M3FN>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> ()
    return %1 : tensor<f8E4M3FN>
  }
}
