// hlo-cts reproducer of program-29170: compile-rejected
// the backend rejected a valid program: INTERNAL: LogicalBuffer all-reduce.1[](#5) does not have a layout
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<f16>, tensor<1x1xf16>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x1xf16>
    return %cst, %cst_0 : tensor<f16>, tensor<1x1xf16>
  }
  func.func private @expected() -> tensor<1x1xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x1xf16>
    return %cst : tensor<1x1xf16>
  }
  func.func public @main() -> tensor<1x1xf16> {
    %0:2 = call @inputs() : () -> (tensor<f16>, tensor<1x1xf16>)
    %1:2 = "stablehlo.all_reduce"(%0#0, %0#1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<f16>, %arg1: tensor<f16>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f16>
      stablehlo.return %3 : tensor<f16>
    }) : (tensor<f16>, tensor<1x1xf16>) -> (tensor<f16>, tensor<1x1xf16>)
    %2 = call @expected() : () -> tensor<1x1xf16>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<1x1xf16>, tensor<1x1xf16>) -> ()
    return %1#1 : tensor<1x1xf16>
  }
}
