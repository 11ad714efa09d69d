// hlo-cts reproducer of program-50992::op5: fail [chlo.broadcast_maximum (semantics)]
// tier: semantic (chlo.broadcast_maximum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_maximum result 0): 1 element(s) differ (1 number(s) where NaN is due)
// chlo.broadcast_maximum element [] of bf16: expected exactly 0xFFFF (-NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<bf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    return %cst : tensor<bf16>
  }
  func.func private @expected() -> tensor<bf16> {
    %cst = stablehlo.constant dense<0xFFFF> : tensor<bf16>
    return %cst : tensor<bf16>
  }
  func.func public @main() -> tensor<bf16> {
    %0 = call @inputs() : () -> tensor<bf16>
    %cst = stablehlo.constant dense<0xFFFF> : tensor<bf16>
    %1 = chlo.broadcast_maximum %cst, %0 : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %2 = call @expected() : () -> tensor<bf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<bf16>, tensor<bf16>) -> ()
    return %1 : tensor<bf16>
  }
}
