// hlo-cts reproducer of program-7::op1: crash
// the worker was killed by signal SIGSEGV (Segmentation fault) during execute (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4xf8E5M2>, tensor<2x2xi32>, tensor<2xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf8E5M2>
    %c = stablehlo.constant dense<[[0, 0], [0, -1062823433]]> : tensor<2x2xi32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2xf8E5M2>
    return %cst, %c, %cst_0 : tensor<3x4xf8E5M2>, tensor<2x2xi32>, tensor<2xf8E5M2>
  }
  func.func private @expected() -> tensor<3x4xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf8E5M2>
    return %cst : tensor<3x4xf8E5M2>
  }
  func.func public @main() -> tensor<3x4xf8E5M2> {
    %0:3 = call @inputs() : () -> (tensor<3x4xf8E5M2>, tensor<2x2xi32>, tensor<2xf8E5M2>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      stablehlo.return %arg1 : tensor<f8E5M2>
    }) : (tensor<3x4xf8E5M2>, tensor<2x2xi32>, tensor<2xf8E5M2>) -> tensor<3x4xf8E5M2>
    %2 = call @expected() : () -> tensor<3x4xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4xf8E5M2>, tensor<3x4xf8E5M2>) -> ()
    return %1 : tensor<3x4xf8E5M2>
  }
}
