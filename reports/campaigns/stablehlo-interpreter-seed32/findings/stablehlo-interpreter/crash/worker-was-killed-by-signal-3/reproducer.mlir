// hlo-cts reproducer of program-902::op0: crash
// the worker was killed by signal SIGFPE (Floating point exception) during execute (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1x1xui32>, tensor<1x1x1xui32>) {
    %c = stablehlo.constant dense<0> : tensor<1x1x1xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<1x1x1xui32>
    return %c, %c_0 : tensor<1x1x1xui32>, tensor<1x1x1xui32>
  }
  func.func private @expected() -> tensor<1x1x1xui32> {
    %c = stablehlo.constant dense<4294967295> : tensor<1x1x1xui32>
    return %c : tensor<1x1x1xui32>
  }
  func.func public @main() -> tensor<1x1x1xui32> {
    %0:2 = call @inputs() : () -> (tensor<1x1x1xui32>, tensor<1x1x1xui32>)
    %1 = stablehlo.divide %0#0, %0#1 : tensor<1x1x1xui32>
    %2 = call @expected() : () -> tensor<1x1x1xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1x1xui32>, tensor<1x1x1xui32>) -> ()
    return %1 : tensor<1x1x1xui32>
  }
}
