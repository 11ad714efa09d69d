// hlo-cts reproducer of program-1399::op4: fail [stablehlo.dynamic_broadcast_in_dim (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.dynamic_broadcast_in_dim result 0): 2 element(s) differ (max error 5 ulp)
// stablehlo.dynamic_broadcast_in_dim element [1, 0, 1] of i8: expected exactly -5 (0xFB)
//   actual    0 (0x0)
//   error: 5 ulp
// stablehlo.dynamic_broadcast_in_dim element [2, 0, 0] of i8: expected exactly 0 (0x0)
//   actual    -5 (0xFB)
//   error: 5 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x2x3xi8> {
    %c = stablehlo.constant dense<[[[0, 0, 0], [0, -5, 0]]]> : tensor<1x2x3xi8>
    return %c : tensor<1x2x3xi8>
  }
  func.func private @expected() -> tensor<3x1x2xi8> {
    %c = stablehlo.constant dense<[[[0, 0]], [[0, -5]], [[0, 0]]]> : tensor<3x1x2xi8>
    return %c : tensor<3x1x2xi8>
  }
  func.func public @main() -> tensor<3x1x2xi8> {
    %0 = call @inputs() : () -> tensor<1x2x3xi8>
    %c = stablehlo.constant dense<[3, 1, 2]> : tensor<3xi8>
    %1 = stablehlo.dynamic_broadcast_in_dim %0, %c, dims = [1, 2, 0] : (tensor<1x2x3xi8>, tensor<3xi8>) -> tensor<3x1x2xi8>
    %2 = call @expected() : () -> tensor<3x1x2xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x1x2xi8>, tensor<3x1x2xi8>) -> ()
    return %1 : tensor<3x1x2xi8>
  }
}
