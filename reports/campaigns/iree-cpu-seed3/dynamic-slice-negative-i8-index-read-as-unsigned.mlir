// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.dynamic_slice` of [0, 0, 0, 0, 4] (ui32) at the i8 start index −34, size 2
// the backend: [0, 4]: −34 read as 222, clamped to 3
// the spec: `adjusted_start_indices = clamp(0, start_indices, shape(operand) − slice_sizes)`:
//   −34 is clamped to 0, giving [0, 0]
//
// hlo-cts reproducer of program-1710::op1: fail [stablehlo.dynamic_slice (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (max error 4 ulp)
// stablehlo.dynamic_slice element [1] of ui32: expected exactly 0 (0x0)
//   actual    4 (0x4)
//   error: 4 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xui32>, tensor<i8>) {
    %c = stablehlo.constant dense<[0, 0, 0, 0, 4]> : tensor<5xui32>
    %c_0 = stablehlo.constant dense<-34> : tensor<i8>
    return %c, %c_0 : tensor<5xui32>, tensor<i8>
  }
  func.func private @expected() -> tensor<2xui32> {
    %c = stablehlo.constant dense<0> : tensor<2xui32>
    return %c : tensor<2xui32>
  }
  func.func public @main() -> tensor<2xui32> {
    %0:2 = call @inputs() : () -> (tensor<5xui32>, tensor<i8>)
    %1 = stablehlo.dynamic_slice %0#0, %0#1, sizes = [2] : (tensor<5xui32>, tensor<i8>) -> tensor<2xui32>
    %2 = call @expected() : () -> tensor<2xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xui32>, tensor<2xui32>) -> ()
    return %1 : tensor<2xui32>
  }
}
