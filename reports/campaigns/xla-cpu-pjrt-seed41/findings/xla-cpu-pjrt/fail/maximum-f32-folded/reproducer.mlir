// hlo-cts reproducer of program-4221::op4: fail [stablehlo.maximum (semantics)]
// tier: semantic (stablehlo.maximum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.maximum result 0): 2 element(s) differ (2 number(s) where NaN is due)
// stablehlo.maximum element [1] of f32: expected exactly 0xFFC00000 (-NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// stablehlo.maximum element [3] of f32: expected exactly 0x7FC00001 (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7FC00001 (NaN))
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
  func.func private @expected() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<[38.2606163, 0xFFC00000, 3.43814635, 0x7FC00001]> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
  func.func public @main() -> tensor<4xf32> {
    %0 = call @inputs() : () -> tensor<4xf32>
    %cst = stablehlo.constant dense<[38.2606163, 0xFFC00000, 3.43814635, 0x7F800001]> : tensor<4xf32>
    %1 = stablehlo.maximum %cst, %0 : tensor<4xf32>
    %2 = call @expected() : () -> tensor<4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    return %1 : tensor<4xf32>
  }
}
