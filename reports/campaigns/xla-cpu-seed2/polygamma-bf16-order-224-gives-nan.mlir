// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.polygamma`(224, 224), bf16
// the backend: NaN
// the spec: ψ⁽²²⁴⁾(224) is finite (−0 after rounding to bf16); the same as IREE's f16 order 256
//   below
//
// hlo-cts reproducer of hand-written::main: fail [chlo.polygamma (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (custom_call @check.expect_eq operand 0): 2 element(s) differ (max error 0 ulp)
// chlo.polygamma element [0] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFFC0 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [1] of bf16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFFC0 (-NaN)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2xbf16> {
    %cst = stablehlo.constant dense<2.240000e+02> : tensor<2xbf16>
    return %cst : tensor<2xbf16>
  }
  func.func private @expected() -> tensor<2xbf16> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<2xbf16>
    return %cst : tensor<2xbf16>
  }
  func.func @main() -> tensor<2xbf16> {
    %0 = call @inputs() : () -> tensor<2xbf16>
    %1 = chlo.polygamma %0, %0 : tensor<2xbf16>, tensor<2xbf16> -> tensor<2xbf16>
    %2 = call @expected() : () -> tensor<2xbf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<2xbf16>, tensor<2xbf16>) -> ()
    return %1 : tensor<2xbf16>
  }
}
