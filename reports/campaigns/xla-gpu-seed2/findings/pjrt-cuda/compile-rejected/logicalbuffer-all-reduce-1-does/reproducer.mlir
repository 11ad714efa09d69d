// hlo-cts reproducer of program-2317: compile-rejected
// the backend rejected a valid program: LogicalBuffer all-reduce.1[](#6) does not have a layout
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2xf32>, tensor<f32>, tensor<2xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    return %cst, %cst_0, %cst_1 : tensor<2xf32>, tensor<f32>, tensor<2xf32>
  }
  func.func private @expected() -> tensor<2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
  func.func public @main() -> tensor<2xf32> {
    %0:3 = call @inputs() : () -> (tensor<2xf32>, tensor<f32>, tensor<2xf32>)
    %1:2 = "stablehlo.all_reduce"(%0#0, %0#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %4 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<2xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<f32>)
    %2 = stablehlo.maximum %0#2, %1#0 : tensor<2xf32>
    %3 = call @expected() : () -> tensor<2xf32>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    return %2 : tensor<2xf32>
  }
}
