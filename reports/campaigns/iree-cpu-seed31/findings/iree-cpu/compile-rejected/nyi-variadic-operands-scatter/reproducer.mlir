// hlo-cts reproducer of program-1312: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'iree_linalg_ext.scatter' op shape of update value dim#3 must match original value at dim#2
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3x2xcomplex<f32>>, tensor<2x1xi64>, tensor<5x2x1xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x3x2xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<2x1xi64>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x2x1xcomplex<f32>>
    return %cst, %c, %cst_0 : tensor<5x3x2xcomplex<f32>>, tensor<2x1xi64>, tensor<5x2x1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<5x3x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x3x2xcomplex<f32>>
    return %cst : tensor<5x3x2xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x3x2xcomplex<f32>> {
    %0:3 = call @inputs() : () -> (tensor<5x3x2xcomplex<f32>>, tensor<2x1xi64>, tensor<5x2x1xcomplex<f32>>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<5x3x2xcomplex<f32>>, tensor<2x1xi64>, tensor<5x2x1xcomplex<f32>>) -> tensor<5x3x2xcomplex<f32>>
    %2 = call @expected() : () -> tensor<5x3x2xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3x2xcomplex<f32>>, tensor<5x3x2xcomplex<f32>>) -> ()
    return %1 : tensor<5x3x2xcomplex<f32>>
  }
}
