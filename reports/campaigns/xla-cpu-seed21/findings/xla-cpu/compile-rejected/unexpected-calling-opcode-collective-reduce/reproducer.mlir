// hlo-cts reproducer of program-123: compile-rejected
// the backend rejected a valid program: INTERNAL: Unexpected calling opcode: collective-reduce
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x2xui32> {
    %c = stablehlo.constant dense<0> : tensor<3x2xui32>
    return %c : tensor<3x2xui32>
  }
  func.func private @expected() -> tensor<3x2xui32> {
    %c = stablehlo.constant dense<0> : tensor<3x2xui32>
    return %c : tensor<3x2xui32>
  }
  func.func public @main() -> tensor<3x2xui32> {
    %0 = call @inputs() : () -> tensor<3x2xui32>
    %1 = "stablehlo.collective_reduce"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>):
      %3 = stablehlo.minimum %arg0, %arg1 : tensor<ui32>
      stablehlo.return %3 : tensor<ui32>
    }) : (tensor<3x2xui32>) -> tensor<3x2xui32>
    %2 = call @expected() : () -> tensor<3x2xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2xui32>, tensor<3x2xui32>) -> ()
    return %1 : tensor<3x2xui32>
  }
}
