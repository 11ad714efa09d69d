// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.dynamic_slice` of a ui32[4] constant at the ui32 index 4294967295
// the backend: element 0 (the index read as −1, clamped to 0)
// the spec: `adjusted_start_indices = clamp(0, start_indices, shape(operand) − slice_sizes)`:
//   4294967295 is a ui32 value, clamped to 3. (ui8 225 and 196 do the same; the reference
//   interpreter reads it signed too)
//
// hlo-cts reproducer of program-6803::op2: fail [stablehlo.dynamic_slice (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (max error 2469347114 ulp)
// stablehlo.dynamic_slice element [0] of ui32: expected exactly 2469347114 (0x932F3F2A)
//   actual    0 (0x0)
//   error: 2469347114 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xui32> {
    %c = stablehlo.constant dense<2469347114> : tensor<1xui32>
    return %c : tensor<1xui32>
  }
  func.func public @main() -> tensor<1xui32> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[0, 0, 0, 2469347114]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %0 = stablehlo.dynamic_slice %c, %c_0, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %1 = call @expected() : () -> tensor<1xui32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1xui32>, tensor<1xui32>) -> ()
    return %0 : tensor<1xui32>
  }
}
