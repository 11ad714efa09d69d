// hlo-cts reproducer of program-10076/set-1::op1: fail [stablehlo.reduce (semantics)]
// tier: semantic (stablehlo.reduce gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.reduce result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.reduce element [] of f32: expected no finite value, or NaN (reference 0x7FC00000 (NaN))
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified reduction (minimum)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1x1xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<[[[0x7FC00000]], [[0.000000e+00]]]> : tensor<2x1x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst, %cst_0 : tensor<2x1x1xf32>, tensor<f32>
  }
  func.func private @expected() -> tensor<f32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func public @main() -> tensor<f32> {
    %0:2 = call @inputs() : () -> (tensor<2x1x1xf32>, tensor<f32>)
    %1 = stablehlo.reduce(%0#0 init: %0#1) applies stablehlo.minimum across dimensions = [0, 1, 2] : (tensor<2x1x1xf32>, tensor<f32>) -> tensor<f32>
    %2 = call @expected() : () -> tensor<f32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
    return %1 : tensor<f32>
  }
}
