// hlo-cts reproducer of program-32: crash
// the worker was killed by signal SIGFPE (Floating point exception) during compile (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1x1x1xui32> {
    %c = stablehlo.constant dense<4294967295> : tensor<1x1x1xui32>
    return %c : tensor<1x1x1xui32>
  }
  func.func public @main() -> tensor<1x1x1xui32> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<0> : tensor<1x1x1xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<1x1x1xui32>
    %0 = stablehlo.divide %c_0, %c : tensor<1x1x1xui32>
    %1 = call @expected() : () -> tensor<1x1x1xui32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1x1x1xui32>, tensor<1x1x1xui32>) -> ()
    return %0 : tensor<1x1x1xui32>
  }
}
