// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.gather` of [0, −8] at the ui8 start index 162
// the backend: 0 (element 0)
// the spec: gather clamps the start index to `dim − slice_size`: 162 → 1, so −8
//
// hlo-cts reproducer of program-58::op1: fail [stablehlo.gather (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (max error 8 ulp)
// stablehlo.gather element [] of i32: expected exactly -8 (0xFFFFFFF8)
//   actual    0 (0x0)
//   error: 8 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<i32> {
    %c = stablehlo.constant dense<-8> : tensor<i32>
    return %c : tensor<i32>
  }
  func.func public @main() -> tensor<i32> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[0, -8]> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<162> : tensor<1xui8>
    %0 = "stablehlo.gather"(%c, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xi32>, tensor<1xui8>) -> tensor<i32>
    %1 = call @expected() : () -> tensor<i32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    return %0 : tensor<i32>
  }
}
