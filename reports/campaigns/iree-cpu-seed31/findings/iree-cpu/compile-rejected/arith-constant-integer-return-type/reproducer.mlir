// hlo-cts reproducer of program-3979: compile-rejected
// the backend rejected a valid program: <stdin>:4:10: error: 'arith.constant' op integer return type must be signless
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0xui32> {
    %c = stablehlo.constant dense<> : tensor<0xui32>
    return %c : tensor<0xui32>
  }
  func.func private @expected() -> tensor<1xui32> {
    %c = stablehlo.constant dense<1> : tensor<1xui32>
    return %c : tensor<1xui32>
  }
  func.func public @main() -> tensor<1xui32> {
    %0 = call @inputs() : () -> tensor<0xui32>
    %c = stablehlo.constant dense<1> : tensor<1xui32>
    %1 = "stablehlo.scatter"(%c, %c, %0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<ui32>
      stablehlo.return %3 : tensor<ui32>
    }) : (tensor<1xui32>, tensor<1xui32>, tensor<0xui32>) -> tensor<1xui32>
    %2 = call @expected() : () -> tensor<1xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xui32>, tensor<1xui32>) -> ()
    return %1 : tensor<1xui32>
  }
}
