// hlo-cts reproducer of program-410: compile-rejected
// the backend rejected a valid program: INTERNAL: LogicalBuffer all-reduce.1[](#8) does not have a layout
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<f32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    return %cst, %cst_0 : tensor<f32>, tensor<4xf32>
  }
  func.func private @expected() -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func public @main() -> tensor<f32> {
    %0:2 = call @inputs() : () -> (tensor<f32>, tensor<4xf32>)
    %1:2 = "stablehlo.all_reduce"(%0#0, %0#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %4 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<f32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>)
    %2 = stablehlo.reduce(%1#1 init: %0#0) applies stablehlo.multiply across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %3 = call @expected() : () -> tensor<f32>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
    return %2 : tensor<f32>
  }
}
