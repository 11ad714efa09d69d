// hlo-cts reproducer of program-193::op1: fail [chlo.zeta (semantics)]
// tier: ieee-reading (chlo.zeta gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.zeta result 0): 15 element(s) differ (15 number(s) where NaN is due)
// chlo.zeta element [0, 0] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 2] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 3] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 4] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 0] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 1] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 2] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 3] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 4] of f8E5M2: expected within 18446744073709551600 ulp of the correctly rounded 0x7F (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7F (NaN))
//   actual    0x7C (+Inf)
//   a number where NaN is due
// ... and 5 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5xf8E5M2>, tensor<3x5xf8E5M2>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf8E5M2>
    %cst_0 = stablehlo.constant dense<0x7D> : tensor<3x5xf8E5M2>
    return %cst, %cst_0 : tensor<3x5xf8E5M2>, tensor<3x5xf8E5M2>
  }
  func.func private @expected() -> tensor<3x5xf8E5M2> {
    %cst = stablehlo.constant dense<0x7F> : tensor<3x5xf8E5M2>
    return %cst : tensor<3x5xf8E5M2>
  }
  func.func public @main() -> tensor<3x5xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<3x5xf8E5M2>, tensor<3x5xf8E5M2>)
    %1 = chlo.zeta %0#0, %0#1 : tensor<3x5xf8E5M2>, tensor<3x5xf8E5M2> -> tensor<3x5xf8E5M2>
    %2 = call @expected() : () -> tensor<3x5xf8E5M2>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<3x5xf8E5M2>, tensor<3x5xf8E5M2>) -> ()
    return %1 : tensor<3x5xf8E5M2>
  }
}
