// hlo-cts reproducer of program-5408::op1: fail [stablehlo.dynamic_update_slice (semantics)]
// tier: semantic (stablehlo.dynamic_update_slice gives a wrong boolean; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_update_slice result 0): 2 element(s) differ (largest difference among them 1)
// stablehlo.dynamic_update_slice element [0, 0, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.dynamic_update_slice element [0, 1, 0] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x2x1xi1>, tensor<1x1x1xi1>, tensor<ui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<true> : tensor<1x2x1xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<1x1x1xi1>
    %c_1 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    return %c, %c_0, %c_1, %c_2 : tensor<1x2x1xi1>, tensor<1x1x1xi1>, tensor<ui32>, tensor<ui32>
  }
  func.func private @expected() -> tensor<1x2x1xi1> {
    %c = stablehlo.constant dense<[[[true], [false]]]> : tensor<1x2x1xi1>
    return %c : tensor<1x2x1xi1>
  }
  func.func public @main() -> tensor<1x2x1xi1> {
    %0:4 = call @inputs() : () -> (tensor<1x2x1xi1>, tensor<1x1x1xi1>, tensor<ui32>, tensor<ui32>)
    %1 = stablehlo.dynamic_update_slice %0#0, %0#1, %0#3, %0#2, %0#2 : (tensor<1x2x1xi1>, tensor<1x1x1xi1>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x1xi1>
    %2 = call @expected() : () -> tensor<1x2x1xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2x1xi1>, tensor<1x2x1xi1>) -> ()
    return %1 : tensor<1x2x1xi1>
  }
}
