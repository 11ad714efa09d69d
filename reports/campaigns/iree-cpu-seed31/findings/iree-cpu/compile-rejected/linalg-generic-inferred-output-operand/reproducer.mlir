// hlo-cts reproducer of program-213: compile-rejected
// the backend rejected a valid program: <stdin>:3:12: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 3
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5xi64>, tensor<i64>, tensor<2x5xi1>, tensor<i1>) {
    %c = stablehlo.constant dense<0> : tensor<2x5xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %c_1 = stablehlo.constant dense<false> : tensor<2x5xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    return %c, %c_0, %c_1, %c_2 : tensor<2x5xi64>, tensor<i64>, tensor<2x5xi1>, tensor<i1>
  }
  func.func private @expected() -> tensor<1x9xi1> {
    %c = stablehlo.constant dense<false> : tensor<1x9xi1>
    return %c : tensor<1x9xi1>
  }
  func.func public @main() -> tensor<1x9xi1> {
    %0:4 = call @inputs() : () -> (tensor<2x5xi64>, tensor<i64>, tensor<2x5xi1>, tensor<i1>)
    %1:2 = "stablehlo.reduce_window"(%0#0, %0#2, %0#1, %0#3) <{base_dilations = array<i64: 2, 2>, padding = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i1>, %arg2: tensor<i64>, %arg3: tensor<i1>):
      %3 = stablehlo.multiply %arg0, %arg2 : tensor<i64>
      %4 = stablehlo.and %arg1, %arg3 : tensor<i1>
      stablehlo.return %3, %4 : tensor<i64>, tensor<i1>
    }) : (tensor<2x5xi64>, tensor<2x5xi1>, tensor<i64>, tensor<i1>) -> (tensor<1x9xi64>, tensor<1x9xi1>)
    %2 = call @expected() : () -> tensor<1x9xi1>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<1x9xi1>, tensor<1x9xi1>) -> ()
    return %1#1 : tensor<1x9xi1>
  }
}
