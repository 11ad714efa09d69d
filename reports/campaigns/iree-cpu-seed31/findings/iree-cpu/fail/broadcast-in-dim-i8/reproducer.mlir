// hlo-cts reproducer of program-58::op2: fail [stablehlo.broadcast_in_dim (semantics)]
// tier: semantic (stablehlo.broadcast_in_dim gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.broadcast_in_dim result 0): 2 element(s) differ (largest difference among them 127)
// stablehlo.broadcast_in_dim element [0, 0, 1] of i8: expected exactly -127 (0x81)
//   actual    0 (0x0)
//   off by 127
// stablehlo.broadcast_in_dim element [1, 0, 0] of i8: expected exactly 0 (0x0)
//   actual    -127 (0x81)
//   off by -127
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x2x2xi8> {
    %c = stablehlo.constant dense<[[[0, 0], [-127, 0]]]> : tensor<1x2x2xi8>
    return %c : tensor<1x2x2xi8>
  }
  func.func private @expected() -> tensor<2x1x2xi8> {
    %c = stablehlo.constant dense<[[[0, -127]], [[0, 0]]]> : tensor<2x1x2xi8>
    return %c : tensor<2x1x2xi8>
  }
  func.func public @main() -> tensor<2x1x2xi8> {
    %0 = call @inputs() : () -> tensor<1x2x2xi8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 0] : (tensor<1x2x2xi8>) -> tensor<2x1x2xi8>
    %2 = call @expected() : () -> tensor<2x1x2xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1x2xi8>, tensor<2x1x2xi8>) -> ()
    return %1 : tensor<2x1x2xi8>
  }
}
