// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.scatter` (i64 + bf16, batching dims, ui32 indices)
// the backend: a window starting at 2 in a dimension of 4 leaves all of it unchanged
// the spec: the same clause as `scatter-partial-window-out-of-bounds.mlir` above: each
//   in-bounds element of the window is updated
//
// hlo-cts reproducer of program-371::op5: fail [stablehlo.scatter (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.scatter result 0): 4 element(s) differ (max error 1 ulp)
// stablehlo.scatter element [2, 0] of i64: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.scatter element [2, 1] of i64: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.scatter element [3, 0] of i64: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.scatter element [3, 1] of i64: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4xi64>, tensor<4x4xbf16>, tensor<4x4xi64>) {
    %c = stablehlo.constant dense<0> : tensor<4x4xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x4xbf16>
    %c_0 = stablehlo.constant dense<1> : tensor<4x4xi64>
    return %c, %cst, %c_0 : tensor<4x4xi64>, tensor<4x4xbf16>, tensor<4x4xi64>
  }
  func.func private @expected() -> tensor<4x4xi64> {
    %c = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 0, 0], [1, 1, 0, 0]]> : tensor<4x4xi64>
    return %c : tensor<4x4xi64>
  }
  func.func public @main() -> tensor<4x4xi64> {
    %0:3 = call @inputs() : () -> (tensor<4x4xi64>, tensor<4x4xbf16>, tensor<4x4xi64>)
    %c = stablehlo.constant dense<[[2], [2], [2310450558], [4294967294]]> : tensor<4x1xui32>
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %c, %0#2, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<bf16>, %arg2: tensor<i64>, %arg3: tensor<bf16>):
      %3 = stablehlo.add %arg0, %arg2 : tensor<i64>
      %4 = stablehlo.maximum %arg1, %arg3 : tensor<bf16>
      stablehlo.return %3, %4 : tensor<i64>, tensor<bf16>
    }) : (tensor<4x4xi64>, tensor<4x4xbf16>, tensor<4x1xui32>, tensor<4x4xi64>, tensor<4x4xbf16>) -> (tensor<4x4xi64>, tensor<4x4xbf16>)
    %2 = call @expected() : () -> tensor<4x4xi64>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<4x4xi64>, tensor<4x4xi64>) -> ()
    return %1#0 : tensor<4x4xi64>
  }
}
