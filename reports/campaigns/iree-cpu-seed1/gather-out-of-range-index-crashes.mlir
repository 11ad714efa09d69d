// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.gather` (f8E5M2, i32 index −1813686581)
// the backend: the runtime dies with SIGSEGV
// the spec: gather clamps every start index: `full_start_index[d_operand] =
//   clamp(start_index[d_start], 0, dim(operand, d_operand) - slice_sizes[d_operand])`, so the
//   element read is `operand[0]`
//
// hlo-cts reproducer of program-22::op3: crash
// the worker was killed by signal SIGSEGV (Segmentation fault) during execute (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xf8E5M2>, tensor<1x1xi32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf8E5M2>
    %c = stablehlo.constant dense<-1813686581> : tensor<1x1xi32>
    return %cst, %c : tensor<2xf8E5M2>, tensor<1x1xi32>
  }
  func.func private @expected() -> tensor<1xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf8E5M2>
    return %cst : tensor<1xf8E5M2>
  }
  func.func public @main() -> tensor<1xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<2xf8E5M2>, tensor<1x1xi32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<2xf8E5M2>, tensor<1x1xi32>) -> tensor<1xf8E5M2>
    %2 = call @expected() : () -> tensor<1xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xf8E5M2>, tensor<1xf8E5M2>) -> ()
    return %1 : tensor<1xf8E5M2>
  }
}
