// hlo-cts reproducer of program-12166::op1: fail [stablehlo.sign (semantics)]
// tier: ieee-reading (stablehlo.sign misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.sign result 0): 1 element(s) differ (1 with the other sign of zero)
// stablehlo.sign element [0, 0] of f32: expected exactly 0x80000000 (-0.000000e+00)
//   actual    0x00000000 (0.000000e+00)
//   the sign of zero differs
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1x1xf32> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<1x1xf32>
    return %cst : tensor<1x1xf32>
  }
  func.func public @main() -> tensor<1x1xf32> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<1x1xf32>
    %0 = stablehlo.sign %cst : tensor<1x1xf32>
    %1 = call @expected() : () -> tensor<1x1xf32>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1x1xf32>, tensor<1x1xf32>) -> ()
    return %0 : tensor<1x1xf32>
  }
}
