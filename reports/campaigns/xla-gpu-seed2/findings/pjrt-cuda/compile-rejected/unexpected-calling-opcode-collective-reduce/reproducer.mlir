// hlo-cts reproducer of program-193: compile-rejected
// the backend rejected a valid program: Unexpected calling opcode: collective-reduce
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x3xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3xf8E5M2>
    return %cst : tensor<3x3xf8E5M2>
  }
  func.func private @expected() -> tensor<3x3xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x3xf8E5M2>
    return %cst : tensor<3x3xf8E5M2>
  }
  func.func public @main() -> tensor<3x3xf8E5M2> {
    %0 = call @inputs() : () -> tensor<3x3xf8E5M2>
    %1 = "stablehlo.collective_reduce"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f8E5M2>
      stablehlo.return %3 : tensor<f8E5M2>
    }) : (tensor<3x3xf8E5M2>) -> tensor<3x3xf8E5M2>
    %2 = call @expected() : () -> tensor<3x3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x3xf8E5M2>, tensor<3x3xf8E5M2>) -> ()
    return %1 : tensor<3x3xf8E5M2>
  }
}
