// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.gather` (complex<f64>, ui32 index 4294967295)
// the backend: returns 4.67e-310 in the imaginary part: memory next to the operand
// the spec: the same clamp gives `operand[1]` = 0
//
// hlo-cts reproducer of program-145::op4: fail [stablehlo.gather (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (max error 94591802248896 ulp)
// stablehlo.gather element [] (imaginary part) of complex<f64>: expected exactly 0x0000000000000000 (0.000000e+00)
//   actual    0x00005607DEC58EC0 (4.673455986938828E-310)
//   error: 94591802248896 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xcomplex<f64>>, tensor<1xui32>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2xcomplex<f64>>
    %c = stablehlo.constant dense<4294967295> : tensor<1xui32>
    return %cst, %c : tensor<2xcomplex<f64>>, tensor<1xui32>
  }
  func.func private @expected() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func public @main() -> tensor<complex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<2xcomplex<f64>>, tensor<1xui32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xcomplex<f64>>, tensor<1xui32>) -> tensor<complex<f64>>
    %2 = call @expected() : () -> tensor<complex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<complex<f64>>, tensor<complex<f64>>) -> ()
    return %1 : tensor<complex<f64>>
  }
}
