// hlo-cts reproducer of program-727: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'iree_linalg_ext.scatter' op shape of update value dim#1 must match original value at dim#1
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1xi32>, tensor<5x1xf16>, tensor<5x4xf16>) {
    %c = stablehlo.constant dense<0> : tensor<5x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x1xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x4xf16>
    return %c, %cst, %cst_0 : tensor<5x1xi32>, tensor<5x1xf16>, tensor<5x4xf16>
  }
  func.func private @expected() -> tensor<5x4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x4xf16>
    return %cst : tensor<5x4xf16>
  }
  func.func public @main() -> tensor<5x4xf16> {
    %0:3 = call @inputs() : () -> (tensor<5x1xi32>, tensor<5x1xf16>, tensor<5x4xf16>)
    %1 = "stablehlo.scatter"(%0#2, %0#0, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      stablehlo.return %arg1 : tensor<f16>
    }) : (tensor<5x4xf16>, tensor<5x1xi32>, tensor<5x1xf16>) -> tensor<5x4xf16>
    %2 = call @expected() : () -> tensor<5x4xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x4xf16>, tensor<5x4xf16>) -> ()
    return %1 : tensor<5x4xf16>
  }
}
