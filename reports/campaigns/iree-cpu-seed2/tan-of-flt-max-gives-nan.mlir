// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.tan` of 3.4028235e38 (f32)
// the backend: NaN
// the spec: tan follows IEEE 754; its accuracy is open, but tan of a finite number is a finite
//   number (−0.6118 here), and NaN approximates none
//
// hlo-cts reproducer of program-85::op0: fail [chlo.tan (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (chlo.tan result 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.tan element [0, 0] of f32: expected within 18446744073709551600 ulp of the correctly rounded 0xBF1C9ECA (-0.611797929)
//   actual    0xFFC00000 (-NaN)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x1xf32> {
    %cst = stablehlo.constant dense<3.40282347E+38> : tensor<1x1xf32>
    return %cst : tensor<1x1xf32>
  }
  func.func private @expected() -> tensor<1x1xf32> {
    %cst = stablehlo.constant dense<-0.611797929> : tensor<1x1xf32>
    return %cst : tensor<1x1xf32>
  }
  func.func public @main() -> tensor<1x1xf32> {
    %0 = call @inputs() : () -> tensor<1x1xf32>
    %1 = chlo.tan %0 : tensor<1x1xf32> -> tensor<1x1xf32>
    %2 = call @expected() : () -> tensor<1x1xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1x1xf32>, tensor<1x1xf32>) -> ()
    return %1 : tensor<1x1xf32>
  }
}
