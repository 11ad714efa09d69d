// hlo-cts reproducer of program-2120::op0: fail [stablehlo.reduce (semantics)]
// tier: semantic (stablehlo.reduce gives a wrong boolean; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.reduce element [] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
//   inputs    order-unspecified reduction (add)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xi1>, tensor<i1>) {
    %c = stablehlo.constant dense<[false, true, true]> : tensor<3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    return %c, %c_0 : tensor<3xi1>, tensor<i1>
  }
  func.func private @expected() -> tensor<i1> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    return %c : tensor<i1>
  }
  func.func public @main() -> tensor<i1> {
    %0:2 = call @inputs() : () -> (tensor<3xi1>, tensor<i1>)
    %1 = stablehlo.reduce(%0#0 init: %0#1) applies stablehlo.add across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %2 = call @expected() : () -> tensor<i1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<i1>, tensor<i1>) -> ()
    return %1 : tensor<i1>
  }
}
