// hlo-cts reproducer of program-19: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'iree_linalg_ext.scatter' op mismatch in shape of indices and update value at dim#1
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x5xi8>, tensor<0x1xi8>, tensor<0x0xi8>) {
    %c = stablehlo.constant dense<0> : tensor<1x5xi8>
    %c_0 = stablehlo.constant dense<> : tensor<0x1xi8>
    %c_1 = stablehlo.constant dense<> : tensor<0x0xi8>
    return %c, %c_0, %c_1 : tensor<1x5xi8>, tensor<0x1xi8>, tensor<0x0xi8>
  }
  func.func private @expected() -> tensor<1x5xi8> {
    %c = stablehlo.constant dense<0> : tensor<1x5xi8>
    return %c : tensor<1x5xi8>
  }
  func.func public @main() -> tensor<1x5xi8> {
    %0:3 = call @inputs() : () -> (tensor<1x5xi8>, tensor<0x1xi8>, tensor<0x0xi8>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<i8>):
      %3 = stablehlo.minimum %arg0, %arg1 : tensor<i8>
      stablehlo.return %3 : tensor<i8>
    }) : (tensor<1x5xi8>, tensor<0x1xi8>, tensor<0x0xi8>) -> tensor<1x5xi8>
    %2 = call @expected() : () -> tensor<1x5xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x5xi8>, tensor<1x5xi8>) -> ()
    return %1 : tensor<1x5xi8>
  }
}
