// hlo-cts reproducer of program-1156::op1: crash
// the worker was killed by signal SIGFPE (Floating point exception) during compile (the worker closed its output)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<0x4xi32> {
    %c = stablehlo.constant dense<> : tensor<0x4xi32>
    return %c : tensor<0x4xi32>
  }
  func.func private @expected() -> tensor<0x4xi32> {
    %c = stablehlo.constant dense<> : tensor<0x4xi32>
    return %c : tensor<0x4xi32>
  }
  func.func public @main() -> tensor<0x4xi32> {
    %0 = call @inputs() : () -> tensor<0x4xi32>
    %1 = "stablehlo.reduce_scatter"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %3 = stablehlo.minimum %arg0, %arg1 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<0x4xi32>) -> tensor<0x4xi32>
    %2 = call @expected() : () -> tensor<0x4xi32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<0x4xi32>, tensor<0x4xi32>) -> ()
    return %1 : tensor<0x4xi32>
  }
}
