// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.scatter` with 1-D scatter indices (index_vector_dim 0) and an empty update
//   window
// the backend: `iree_linalg_ext.scatter op expected indices to be equal to batch rank or batch
//   rank + 1` at compile time (34 programs of the campaign)
// the spec: a valid program (the checker accepts it against every clause of scatter); rejecting
//   it is a conformance gap, not a miscompilation
//
// hlo-cts reproducer of program-3: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'iree_linalg_ext.scatter' op expected indices to be equal to batch rank or batch rank + 1
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x2x3xf8E5M2>, tensor<2xi64>, tensor<0x3xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x2x3xf8E5M2>
    %c = stablehlo.constant dense<0> : tensor<2xi64>
    %cst_0 = stablehlo.constant dense<> : tensor<0x3xf8E5M2>
    return %cst, %c, %cst_0 : tensor<5x2x3xf8E5M2>, tensor<2xi64>, tensor<0x3xf8E5M2>
  }
  func.func private @expected() -> tensor<5x2x3xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x2x3xf8E5M2>
    return %cst : tensor<5x2x3xf8E5M2>
  }
  func.func public @main() -> tensor<5x2x3xf8E5M2> {
    %0:3 = call @inputs() : () -> (tensor<5x2x3xf8E5M2>, tensor<2xi64>, tensor<0x3xf8E5M2>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2, 0]>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.minimum %arg0, %arg1 : tensor<f8E5M2>
      stablehlo.return %3 : tensor<f8E5M2>
    }) : (tensor<5x2x3xf8E5M2>, tensor<2xi64>, tensor<0x3xf8E5M2>) -> tensor<5x2x3xf8E5M2>
    %2 = call @expected() : () -> tensor<5x2x3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x2x3xf8E5M2>, tensor<5x2x3xf8E5M2>) -> ()
    return %1 : tensor<5x2x3xf8E5M2>
  }
}
