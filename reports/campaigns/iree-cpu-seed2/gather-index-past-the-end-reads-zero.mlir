// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.gather` (complex<f32>, i32 start index 8 into a dimension of 2)
// the backend: (0, 0)
// the spec: gather clamps the start index: `clamp(start_index, 0, dim(operand) − slice_size)` =
//   1, so the element is operand[1] = (1, 0)
//
// hlo-cts reproducer of program-489::op0: fail [stablehlo.gather (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (max error 1065353216 ulp)
// stablehlo.gather element [0] (real part) of complex<f32>: expected exactly 0x3F800000 (1.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   error: 1065353216 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xcomplex<f32>>, tensor<1x1xi32>) {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<2xcomplex<f32>>
    %c = stablehlo.constant dense<8> : tensor<1x1xi32>
    return %cst, %c : tensor<2xcomplex<f32>>, tensor<1x1xi32>
  }
  func.func private @expected() -> tensor<1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<1xcomplex<f32>>
    return %cst : tensor<1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<2xcomplex<f32>>, tensor<1x1xi32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<2xcomplex<f32>>, tensor<1x1xi32>) -> tensor<1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
    return %1 : tensor<1xcomplex<f32>>
  }
}
