// hlo-cts reproducer of program-2282::op5: fail [chlo.ragged_dot (semantics)]
// tier: semantic (chlo.ragged_dot gives NaN where IEEE-754 arithmetic gives a number; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.ragged_dot result 0): 5 element(s) differ (5 NaN(s) where a number is due)
// chlo.ragged_dot element [0, 1] of f16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7E00 (NaN)
//   NaN where a number is due
//   inputs    order-unspecified ragged dot product
// chlo.ragged_dot element [1, 1] of f16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7E00 (NaN)
//   NaN where a number is due
//   inputs    order-unspecified ragged dot product
// chlo.ragged_dot element [2, 1] of f16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7E00 (NaN)
//   NaN where a number is due
//   inputs    order-unspecified ragged dot product
// chlo.ragged_dot element [3, 1] of f16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7E00 (NaN)
//   NaN where a number is due
//   inputs    order-unspecified ragged dot product
// chlo.ragged_dot element [4, 1] of f16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7E00 (NaN)
//   NaN where a number is due
//   inputs    order-unspecified ragged dot product
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2x3xf16>, tensor<5x2xf16>, tensor<3xi32>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0x7E00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<3x2x3xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x2xf16>
    %c = stablehlo.constant dense<0> : tensor<3xi32>
    return %cst, %cst_0, %c : tensor<3x2x3xf16>, tensor<5x2xf16>, tensor<3xi32>
  }
  func.func private @expected() -> tensor<5x3xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x3xf16>
    return %cst : tensor<5x3xf16>
  }
  func.func public @main() -> tensor<5x3xf16> {
    %0:3 = call @inputs() : () -> (tensor<3x2x3xf16>, tensor<5x2xf16>, tensor<3xi32>)
    %1 = "chlo.ragged_dot"(%0#1, %0#0, %0#2) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<5x2xf16>, tensor<3x2x3xf16>, tensor<3xi32>) -> tensor<5x3xf16>
    %2 = call @expected() : () -> tensor<5x3xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3xf16>, tensor<5x3xf16>) -> ()
    return %1 : tensor<5x3xf16>
  }
}
