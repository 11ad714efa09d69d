// hlo-cts reproducer of program-155::op2: crash
// the worker was killed by signal SIGSEGV (Segmentation fault) during execute (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x2x2xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x2x2xf8E5M2>
    return %cst : tensor<4x2x2xf8E5M2>
  }
  func.func private @expected() -> tensor<4x2x2xf8E5M2> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x2x2xf8E5M2>
    return %cst : tensor<4x2x2xf8E5M2>
  }
  func.func public @main() -> tensor<4x2x2xf8E5M2> {
    %0 = call @inputs() : () -> tensor<4x2x2xf8E5M2>
    %1 = "stablehlo.triangular_solve"(%0, %0) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<4x2x2xf8E5M2>, tensor<4x2x2xf8E5M2>) -> tensor<4x2x2xf8E5M2>
    %2 = call @expected() : () -> tensor<4x2x2xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x2x2xf8E5M2>, tensor<4x2x2xf8E5M2>) -> ()
    return %1 : tensor<4x2x2xf8E5M2>
  }
}
