// hlo-cts reproducer of program-22975::op4: fail [stablehlo.count_leading_zeros (semantics)]
// tier: semantic (stablehlo.count_leading_zeros gives a wrong integer; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.count_leading_zeros result 0): 1 element(s) differ (largest difference among them 32)
// stablehlo.count_leading_zeros element [] of i32: expected exactly 0 (0x0)
//   actual    -32 (0xFFFFFFE0)
//   off by -32
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    return %c : tensor<i32>
  }
  func.func public @main() -> tensor<i32> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<-8> : tensor<i32>
    %0 = stablehlo.count_leading_zeros %c : tensor<i32>
    %1 = call @expected() : () -> tensor<i32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    return %0 : tensor<i32>
  }
}
