// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.rng` UNIFORM on f8E5M2, a = −7, b = 0.22
// the backend: NaN (0x7F)
// the spec: rng UNIFORM: values in [a, b)
//
// hlo-cts reproducer of program-331::op5: fail [stablehlo.rng (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.rng result 0): 3 element(s) differ (max error 0 ulp)
// stablehlo.rng element [1] of f8E5M2: expected within [0xC7 (-7.000000e+00), 0x33 (2.187500e-01)] (reference 0xC5 (-5.000000e+00))
//   actual    0x7F (NaN)
//   error: NaN mismatch
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [2] of f8E5M2: expected within [0xC7 (-7.000000e+00), 0x33 (2.187500e-01)] (reference 0xC7 (-7.000000e+00))
//   actual    0x7F (NaN)
//   error: NaN mismatch
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [3] of f8E5M2: expected within [0xC7 (-7.000000e+00), 0x33 (2.187500e-01)] (reference 0xBD (-1.250000e+00))
//   actual    0x7F (NaN)
//   error: NaN mismatch
//   inputs    rng UNIFORM: any value in [a, b)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<4xf8E5M2> {
    %cst = stablehlo.constant dense<[-2.500000e+00, -5.000000e+00, -7.000000e+00, -1.250000e+00]> : tensor<4xf8E5M2>
    return %cst : tensor<4xf8E5M2>
  }
  func.func public @main() -> tensor<4xf8E5M2> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<-7.000000e+00> : tensor<f8E5M2>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f8E5M2>
    %c = stablehlo.constant dense<4> : tensor<1xi8>
    %0 = stablehlo.rng %cst, %cst_0, %c, distribution =  UNIFORM : (tensor<f8E5M2>, tensor<f8E5M2>, tensor<1xi8>) -> tensor<4xf8E5M2>
    %1 = call @expected() : () -> tensor<4xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<4xf8E5M2>, tensor<4xf8E5M2>) -> ()
    return %0 : tensor<4xf8E5M2>
  }
}
