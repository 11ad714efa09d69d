// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.tanh` of 435.8 − 3.4e38i (complex<f32>)
// the backend: NaN imaginary part
// the spec: tanh of a finite argument with a large real part is 1 ± 0i (the imaginary part is
//   about 4e^−2x·sin 2y, far below the least subnormal); a NaN is no approximation of it
//
// hlo-cts reproducer of program-25::op0: fail [stablehlo.tanh (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.tanh result 0): 1 element(s) differ (max error 0 ulp)
// stablehlo.tanh element [0, 0] (imaginary part) of complex<f32>: expected within 18446744073709551600 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0xFFC00000 (-NaN)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(435.812897,-3.40282347E+38)> : tensor<1x1xcomplex<f32>>
    return %cst : tensor<1x1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<1x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<1x1xcomplex<f32>>
    return %cst : tensor<1x1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1x1xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<1x1xcomplex<f32>>
    %1 = stablehlo.tanh %0 : tensor<1x1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1x1xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<1x1xcomplex<f32>>, tensor<1x1xcomplex<f32>>) -> ()
    return %1 : tensor<1x1xcomplex<f32>>
  }
}
