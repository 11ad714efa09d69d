// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.scatter` (f16, `maximum` update)
// the backend: an update window that reaches past the operand's end is dropped whole: elements
//   1 and 2 stay 0
// the spec: scatter: for each `update_index`, the element is updated when its `result_index` is
//   within `shape(results...)`, else that element alone is skipped ("それ以外の場合 updated_results =
//   results")
//
// hlo-cts reproducer of program-262::op0: fail [stablehlo.scatter (semantics)]
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.scatter result 0): 2 element(s) differ (max error 15360 ulp)
// stablehlo.scatter element [1] of f16: expected exactly 0x3C00 (1.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   error: 15360 ulp
// stablehlo.scatter element [2] of f16: expected exactly 0x3C00 (1.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   error: 15360 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xf16>, tensor<5x1xi64>, tensor<5x3xf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3xf16>
    %c = stablehlo.constant dense<1> : tensor<5x1xi64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<5x3xf16>
    return %cst, %c, %cst_0 : tensor<3xf16>, tensor<5x1xi64>, tensor<5x3xf16>
  }
  func.func private @expected() -> tensor<3xf16> {
    %cst = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 1.000000e+00]> : tensor<3xf16>
    return %cst : tensor<3xf16>
  }
  func.func public @main() -> tensor<3xf16> {
    %0:3 = call @inputs() : () -> (tensor<3xf16>, tensor<5x1xi64>, tensor<5x3xf16>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f16>
      stablehlo.return %3 : tensor<f16>
    }) : (tensor<3xf16>, tensor<5x1xi64>, tensor<5x3xf16>) -> tensor<3xf16>
    %2 = call @expected() : () -> tensor<3xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xf16>, tensor<3xf16>) -> ()
    return %1 : tensor<3xf16>
  }
}
