// hlo-cts reproducer of program-1055: compile-rejected
// the backend rejected a valid program: LogicalBuffer all-reduce.1[](#6) does not have a layout
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xbf16>, tensor<2x5x0xbf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xbf16>
    %cst_0 = stablehlo.constant dense<> : tensor<2x5x0xbf16>
    return %cst, %cst_0 : tensor<1xbf16>, tensor<2x5x0xbf16>
  }
  func.func private @expected() -> tensor<2x5x0xbf16> {
    %cst = stablehlo.constant dense<> : tensor<2x5x0xbf16>
    return %cst : tensor<2x5x0xbf16>
  }
  func.func public @main() -> tensor<2x5x0xbf16> {
    %0:2 = call @inputs() : () -> (tensor<1xbf16>, tensor<2x5x0xbf16>)
    %1:2 = "stablehlo.all_reduce"(%0#0, %0#1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<bf16>
      stablehlo.return %3 : tensor<bf16>
    }) : (tensor<1xbf16>, tensor<2x5x0xbf16>) -> (tensor<1xbf16>, tensor<2x5x0xbf16>)
    %2 = call @expected() : () -> tensor<2x5x0xbf16>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<2x5x0xbf16>, tensor<2x5x0xbf16>) -> ()
    return %1#1 : tensor<2x5x0xbf16>
  }
}
