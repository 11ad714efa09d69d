// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.clamp` of (0, 0) between min (2, 0.0079) and max (2, −0.5), complex<f64> (min
//   above max lexicographically)
// the backend: (2, 0.0079), the min
// the spec: clamp is defined as `minimum(maximum(operand, min), max)`: maximum((0, 0), (2,
//   0.0079)) = (2, 0.0079), then its minimum with (2, −0.5) is (2, −0.5), the max. XLA applies
//   the bounds in the other order
//
// hlo-cts reproducer of program-19072::op2: fail [stablehlo.clamp (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.clamp result 0): 1 element(s) differ (max error 9178364787145704236 ulp)
// stablehlo.clamp element [0, 0] (imaginary part) of complex<f64>: expected exactly 0xBFE0000000000000 (-5.000000e-01)
//   actual    0x3F801A2514C6032C (0.0078623673405232228)
//   error: 9178364787145704236 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>) {
    %cst = stablehlo.constant dense<(2.000000e+00,0.0078623673405232228)> : tensor<complex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x1xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(2.000000e+00,-5.000000e-01)> : tensor<complex<f64>>
    return %cst, %cst_0, %cst_1 : tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(2.000000e+00,-5.000000e-01)> : tensor<1x1xcomplex<f64>>
    return %cst : tensor<1x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x1xcomplex<f64>> {
    %0:3 = call @inputs() : () -> (tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>)
    %1 = stablehlo.clamp %0#0, %0#1, %0#2 : (tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<1x1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) -> ()
    return %1 : tensor<1x1xcomplex<f64>>
  }
}
