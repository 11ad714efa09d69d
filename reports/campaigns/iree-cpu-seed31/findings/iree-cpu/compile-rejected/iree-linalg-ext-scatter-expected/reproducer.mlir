// hlo-cts reproducer of program-208: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'iree_linalg_ext.scatter' op expected indices to be equal to batch rank or batch rank + 1
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1x2xf8E4M3FN>, tensor<3x1x5x1xi32>, tensor<0x3x1x5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x1x2xf8E4M3FN>
    %c = stablehlo.constant dense<0> : tensor<3x1x5x1xi32>
    %cst_0 = stablehlo.constant dense<> : tensor<0x3x1x5xf8E4M3FN>
    return %cst, %c, %cst_0 : tensor<5x1x2xf8E4M3FN>, tensor<3x1x5x1xi32>, tensor<0x3x1x5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<5x1x2xf8E4M3FN> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x1x2xf8E4M3FN>
    return %cst : tensor<5x1x2xf8E4M3FN>
  }
  func.func public @main() -> tensor<5x1x2xf8E4M3FN> {
    %0:3 = call @inputs() : () -> (tensor<5x1x2xf8E4M3FN>, tensor<3x1x5x1xi32>, tensor<0x3x1x5xf8E4M3FN>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], input_batching_dims = [0, 1], scatter_indices_batching_dims = [2, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<5x1x2xf8E4M3FN>, tensor<3x1x5x1xi32>, tensor<0x3x1x5xf8E4M3FN>) -> tensor<5x1x2xf8E4M3FN>
    %2 = call @expected() : () -> tensor<5x1x2xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x1x2xf8E4M3FN>, tensor<5x1x2xf8E4M3FN>) -> ()
    return %1 : tensor<5x1x2xf8E4M3FN>
  }
}
