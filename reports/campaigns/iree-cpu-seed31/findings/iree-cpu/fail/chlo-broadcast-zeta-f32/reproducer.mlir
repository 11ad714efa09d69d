// hlo-cts reproducer of program-3411::op2: fail [chlo.broadcast_zeta (semantics)]
// tier: ieee-reading (chlo.broadcast_zeta gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_zeta result 0): 3 element(s) differ (3 number(s) where NaN is due)
// chlo.zeta element [0, 1, 4] of f32: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [1, 1, 4] of f32: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [2, 1, 4] of f32: expected within 18446744073709551600 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x5x5xf32>, tensor<5x5xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5x5xf32>
    %cst_0 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0xFFFFFFFF], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x5xf32>
    return %cst, %cst_0 : tensor<3x5x5xf32>, tensor<5x5xf32>
  }
  func.func private @expected() -> tensor<3x5x5xf32> {
    %cst = stablehlo.constant dense<[[[0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFFFFFFF], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000]], [[0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFFFFFFF], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000]], [[0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFFFFFFF], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000], [0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000]]]> : tensor<3x5x5xf32>
    return %cst : tensor<3x5x5xf32>
  }
  func.func public @main() -> tensor<3x5x5xf32> {
    %0:2 = call @inputs() : () -> (tensor<3x5x5xf32>, tensor<5x5xf32>)
    %1 = chlo.broadcast_zeta %0#0, %0#1 : (tensor<3x5x5xf32>, tensor<5x5xf32>) -> tensor<3x5x5xf32>
    %2 = call @expected() : () -> tensor<3x5x5xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> ()
    return %1 : tensor<3x5x5xf32>
  }
}
