// hlo-cts reproducer of program-449::op1: crash
// the worker was killed by signal SIGFPE (Floating point exception) during compile (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x5xui8> {
    %c = stablehlo.constant dense<255> : tensor<5x5xui8>
    return %c : tensor<5x5xui8>
  }
  func.func public @main() -> tensor<5x5xui8> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<0> : tensor<5x5xui8>
    %0 = chlo.broadcast_divide %c, %c : (tensor<5x5xui8>, tensor<5x5xui8>) -> tensor<5x5xui8>
    %1 = call @expected() : () -> tensor<5x5xui8>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<5x5xui8>, tensor<5x5xui8>) -> ()
    return %0 : tensor<5x5xui8>
  }
}
