// hlo-cts reproducer of program-26542: crash
// the worker was killed by signal SIGFPE (Floating point exception) during compile (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<3xi8> {
    %c = stablehlo.constant dense<0> : tensor<3xi8>
    return %c : tensor<3xi8>
  }
  func.func public @main() -> tensor<3xi8> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<0> : tensor<3xi8>
    %c_0 = stablehlo.constant dense<0> : tensor<3xi8>
    %0 = chlo.broadcast_remainder %c, %c_0 : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
    %1 = call @expected() : () -> tensor<3xi8>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<3xi8>, tensor<3xi8>) -> ()
    return %0 : tensor<3xi8>
  }
}
