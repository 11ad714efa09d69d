// hlo-cts reproducer of program-3957/set-1::op1: fail [chlo.broadcast_zeta (semantics)]
// tier: ieee-reading (chlo.broadcast_zeta gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_zeta result 0): 9 element(s) differ (9 number(s) where NaN is due)
// chlo.zeta element [0, 0, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 2, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 0, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 1, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 2, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [2, 0, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [2, 1, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [2, 2, 4] of f64: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x7FF0000000000000 (+Inf)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x3x5xf64>, tensor<5xf64>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x3x5xf64>
    %cst_0 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0xFFFFFFFFFFFFFFFF]> : tensor<5xf64>
    return %cst, %cst_0 : tensor<3x3x5xf64>, tensor<5xf64>
  }
  func.func private @expected() -> tensor<3x3x5xf64> {
    %cst = stablehlo.constant dense<[[[0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF], [0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF], [0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF]], [[0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF], [0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF], [0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF]], [[0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF], [0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF], [0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFFFFFFFFFFFFFFF]]]> : tensor<3x3x5xf64>
    return %cst : tensor<3x3x5xf64>
  }
  func.func public @main() -> tensor<3x3x5xf64> {
    %0:2 = call @inputs() : () -> (tensor<3x3x5xf64>, tensor<5xf64>)
    %1 = chlo.broadcast_zeta %0#0, %0#1 : (tensor<3x3x5xf64>, tensor<5xf64>) -> tensor<3x3x5xf64>
    %2 = call @expected() : () -> tensor<3x3x5xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x3x5xf64>, tensor<3x3x5xf64>) -> ()
    return %1 : tensor<3x3x5xf64>
  }
}
