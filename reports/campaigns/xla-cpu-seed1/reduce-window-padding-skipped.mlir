// hlo-cts reproducer of program-406::op4: fail [stablehlo.reduce_window (semantics)]
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.reduce_window result 0): 4 element(s) differ (max error 0 ulp)
// stablehlo.reduce_window element [0, 0, 0] of i8: expected one of {2 (0x2), 3 (0x3), 4 (0x4)}
//   actual    1 (0x1)
//   error: 0 ulp
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 2, 0] of i8: expected one of {2 (0x2), 3 (0x3), 4 (0x4)}
//   actual    1 (0x1)
//   error: 0 ulp
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 4, 0] of i8: expected one of {2 (0x2), 3 (0x3), 4 (0x4)}
//   actual    1 (0x1)
//   error: 0 ulp
//   inputs    order-unspecified reduction (add)
// stablehlo.reduce_window element [0, 6, 0] of i8: expected one of {2 (0x2), 3 (0x3), 4 (0x4)}
//   actual    1 (0x1)
//   error: 0 ulp
//   inputs    order-unspecified reduction (add)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x3x2xi8>, tensor<i8>) {
    %c = stablehlo.constant dense<0> : tensor<1x3x2xi8>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    return %c, %c_0 : tensor<1x3x2xi8>, tensor<i8>
  }
  func.func private @expected() -> tensor<1x7x1xi8> {
    %c = stablehlo.constant dense<[[[3], [2], [3], [2], [3], [2], [3]]]> : tensor<1x7x1xi8>
    return %c : tensor<1x7x1xi8>
  }
  func.func public @main() -> tensor<1x7x1xi8> {
    %0:2 = call @inputs() : () -> (tensor<1x3x2xi8>, tensor<i8>)
    %1 = "stablehlo.reduce_window"(%0#0, %0#1) <{base_dilations = array<i64: 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 0]]> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 2, 1, 2>}> ({
    ^bb0(%arg0: tensor<i8>, %arg1: tensor<i8>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<i8>
      stablehlo.return %3 : tensor<i8>
    }) : (tensor<1x3x2xi8>, tensor<i8>) -> tensor<1x7x1xi8>
    %2 = call @expected() : () -> tensor<1x7x1xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x7x1xi8>, tensor<1x7x1xi8>) -> ()
    return %1 : tensor<1x7x1xi8>
  }
}
