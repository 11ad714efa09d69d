// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.polygamma`(256, 256) on f16
// the backend: NaN
// the spec: ψ⁽²⁵⁶⁾(256) is finite (−0 after rounding to f16); a NaN is no value of any accuracy
//
// hlo-cts reproducer of program-494::op4: fail [chlo.polygamma (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (chlo.polygamma result 0): 60 element(s) differ (max error 0 ulp)
// chlo.polygamma element [0, 0, 0] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 0, 1] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 0, 2] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 0, 3] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 1, 0] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 1, 1] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 1, 2] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 1, 3] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 2, 0] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// chlo.polygamma element [0, 2, 1] of f16: expected within 18446744073709551600 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0xFE00 (-NaN)
//   error: NaN mismatch
// ... and 50 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x5x4xf16> {
    %cst = stablehlo.constant dense<2.560000e+02> : tensor<3x5x4xf16>
    return %cst : tensor<3x5x4xf16>
  }
  func.func private @expected() -> tensor<3x5x4xf16> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<3x5x4xf16>
    return %cst : tensor<3x5x4xf16>
  }
  func.func public @main() -> tensor<3x5x4xf16> {
    %0 = call @inputs() : () -> tensor<3x5x4xf16>
    %1 = chlo.polygamma %0, %0 : tensor<3x5x4xf16>, tensor<3x5x4xf16> -> tensor<3x5x4xf16>
    %2 = call @expected() : () -> tensor<3x5x4xf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<3x5x4xf16>, tensor<3x5x4xf16>) -> ()
    return %1 : tensor<3x5x4xf16>
  }
}
