// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.reduce_window` (f32, `add`, `init_value` 1; first recorded in i8, where 2 +
//   255 extra init values wrap to 1, a reading the spec's unbounded number of init values
//   allows)
// the backend: padded and base-dilated positions are left out of the window: a window of two
//   padding cells gives 1 (the init value once)
// the spec: reduce_window: `padded_inputs = pad(inputs..., init_values..., padding,
//   base_dilations - 1)`, so each padding cell is an element of the window holding the init
//   value; with any number of extra init values (reduce's schedule) the sum is 2, 3, 4, ...
//   never 1. The difference shows whenever `init_value` is not the body's identity
//
// The f32 form of campaign seed 1's reduce_window padding finding (program
// 406): its first reproducer was i8 with init_value 1, where the spec's
// implementation-defined number of extra init values leaves a loophole
// (2 + 255 inits wraps to 1). Here the same window in f32: each window
// holds padding or base-dilation holes, which the spec fills with
// init_value (pad(inputs, init_values, padding, base_dilations - 1)), so
// every schedule's sum is at least 2; XLA:CPU leaves them out and gives 1.
// Judge a backend on it: hlo-cts run FILE --backend B.
module {
  func.func private @inputs() -> (tensor<1x3x2xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<0.0> : tensor<1x3x2xf32>
    %c_0 = stablehlo.constant dense<1.0> : tensor<f32>
    return %c, %c_0 : tensor<1x3x2xf32>, tensor<f32>
  }
  func.func private @expected() -> tensor<1x7x1xf32> {
    %c = stablehlo.constant dense<[[[3.0], [2.0], [3.0], [2.0], [3.0], [2.0], [3.0]]]> : tensor<1x7x1xf32>
    return %c : tensor<1x7x1xf32>
  }
  func.func public @main() -> tensor<1x7x1xf32> {
    %0:2 = call @inputs() : () -> (tensor<1x3x2xf32>, tensor<f32>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 0]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 2, 1, 2>}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<1x3x2xf32>, tensor<f32>) -> tensor<1x7x1xf32>
    %2 = call @expected() : () -> tensor<1x7x1xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x7x1xf32>, tensor<1x7x1xf32>) -> ()
    return %1 : tensor<1x7x1xf32>
  }
}
