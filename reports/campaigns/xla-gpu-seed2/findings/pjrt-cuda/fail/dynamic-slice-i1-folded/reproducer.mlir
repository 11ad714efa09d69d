// hlo-cts reproducer of program-1792::op6: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice gives a wrong boolean; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.dynamic_slice element [0, 3] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4xi1>, tensor<i64>) {
    %c = stablehlo.constant dense<[[false, false, false, false], [false, false, false, false], [false, false, false, false], [false, false, false, true]]> : tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    return %c, %c_0 : tensor<4x4xi1>, tensor<i64>
  }
  func.func private @expected() -> tensor<1x4xi1> {
    %c = stablehlo.constant dense<false> : tensor<1x4xi1>
    return %c : tensor<1x4xi1>
  }
  func.func public @main() -> tensor<1x4xi1> {
    %0:2 = call @inputs() : () -> (tensor<4x4xi1>, tensor<i64>)
    %c = stablehlo.constant dense<-7495974095838356961> : tensor<i64>
    %1 = stablehlo.dynamic_slice %0#0, %c, %0#1, sizes = [1, 4] : (tensor<4x4xi1>, tensor<i64>, tensor<i64>) -> tensor<1x4xi1>
    %2 = call @expected() : () -> tensor<1x4xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x4xi1>, tensor<1x4xi1>) -> ()
    return %1 : tensor<1x4xi1>
  }
}
