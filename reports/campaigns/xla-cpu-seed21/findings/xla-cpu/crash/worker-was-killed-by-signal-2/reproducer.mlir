// hlo-cts reproducer of program-21860::op3: crash
// the worker was killed by signal SIGFPE (Floating point exception) during compile (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<5x4x4xui32>) -> tensor<5x4x4xui32> {
    return %arg0 : tensor<5x4x4xui32>
  }
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x4x4xui32> {
    %c = stablehlo.constant dense<0> : tensor<5x4x4xui32>
    return %c : tensor<5x4x4xui32>
  }
  func.func public @main() -> tensor<5x4x4xui32> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<0> : tensor<5x4x4xui32>
    %0 = chlo.broadcast_remainder %c, %c : (tensor<5x4x4xui32>, tensor<5x4x4xui32>) -> tensor<5x4x4xui32>
    %1 = call @expected() : () -> tensor<5x4x4xui32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<5x4x4xui32>, tensor<5x4x4xui32>) -> ()
    return %0 : tensor<5x4x4xui32>
  }
}
