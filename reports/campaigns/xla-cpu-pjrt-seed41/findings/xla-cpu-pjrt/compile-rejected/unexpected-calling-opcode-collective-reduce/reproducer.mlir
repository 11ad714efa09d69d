// hlo-cts reproducer of program-29: compile-rejected
// the backend rejected a valid program: Unexpected calling opcode: collective-reduce
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<ui8>, tensor<ui8>) {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    return %c, %c_0 : tensor<ui8>, tensor<ui8>
  }
  func.func private @expected() -> tensor<ui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    return %c : tensor<ui8>
  }
  func.func public @main() -> tensor<ui8> {
    %0:2 = call @inputs() : () -> (tensor<ui8>, tensor<ui8>)
    %1:2 = "stablehlo.collective_reduce"(%0#0, %0#1) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<ui8>, %arg1: tensor<ui8>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<ui8>
      stablehlo.return %3 : tensor<ui8>
    }) : (tensor<ui8>, tensor<ui8>) -> (tensor<ui8>, tensor<ui8>)
    %2 = call @expected() : () -> tensor<ui8>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<ui8>, tensor<ui8>) -> ()
    return %1#1 : tensor<ui8>
  }
}
