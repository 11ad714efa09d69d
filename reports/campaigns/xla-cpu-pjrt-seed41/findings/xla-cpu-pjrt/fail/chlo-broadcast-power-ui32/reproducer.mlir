// hlo-cts reproducer of program-23949::op0: fail [chlo.broadcast_power (semantics)]
// tier: semantic (chlo.broadcast_power gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_power result 0): 3 element(s) differ (largest difference among them 1)
// chlo.broadcast_power element [0] of ui32: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_power element [1] of ui32: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// chlo.broadcast_power element [2] of ui32: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<0> : tensor<3xui32>
    %c_0 = stablehlo.constant dense<4027585984> : tensor<1xui32>
    return %c, %c_0 : tensor<3xui32>, tensor<1xui32>
  }
  func.func private @expected() -> tensor<3xui32> {
    %c = stablehlo.constant dense<0> : tensor<3xui32>
    return %c : tensor<3xui32>
  }
  func.func public @main() -> tensor<3xui32> {
    %0:2 = call @inputs() : () -> (tensor<3xui32>, tensor<1xui32>)
    %1 = chlo.broadcast_power %0#0, %0#1 : (tensor<3xui32>, tensor<1xui32>) -> tensor<3xui32>
    %2 = call @expected() : () -> tensor<3xui32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xui32>, tensor<3xui32>) -> ()
    return %1 : tensor<3xui32>
  }
}
