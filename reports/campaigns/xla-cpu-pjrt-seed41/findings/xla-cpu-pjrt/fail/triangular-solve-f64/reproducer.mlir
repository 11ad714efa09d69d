// hlo-cts reproducer of program-36742/set-1::op1: fail [stablehlo.triangular_solve (semantics)]
// tier: semantic (stablehlo.triangular_solve gives a value far from every result an order of its computation gives (relative difference 0.25): no accuracy matter; no reading of the spec allows it)
// mechanism: consistent with: subnormal results flushed to zero (FTZ) (2 of 3 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.triangular_solve result 0): 3 element(s) differ (largest error among them 2251799813685233 ulp)
// stablehlo.triangular_solve element [4, 0, 0] of f64: expected within [0x800400000000000E (-5.5626846462680726E-309), 0x8003FFFFFFFFFFF2 (-5.5626846462679343E-309)] (reference 0x8004000000000000 (-5.5626846462680035E-309))
//   actual    0x0000000000000000 (0.000000e+00)
//   1125899906842610 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [4, 1, 0] of f64: expected within [0x800400000000000E (-5.5626846462680726E-309), 0x8003FFFFFFFFFFF2 (-5.5626846462679343E-309)] (reference 0x8004000000000000 (-5.5626846462680035E-309))
//   actual    0x8000000000000000 (-0.000000e+00)
//   1125899906842610 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [4, 2, 0] of f64: expected within [0x0007FFFFFFFFFFF1 (1.1125369292535933E-308), 0x000800000000000F (1.1125369292536081E-308)] (reference 0x0008000000000000 (1.1125369292536007E-308))
//   actual    0x0000000000000000 (0.000000e+00)
//   2251799813685233 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3x1xf64>, tensor<5x3x3xf64>) {
    %cst = stablehlo.constant dense<-2.2250738585072014E-308> : tensor<5x3x1xf64>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[4.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 4.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -2.000000e+00]]]> : tensor<5x3x3xf64>
    return %cst, %cst_0 : tensor<5x3x1xf64>, tensor<5x3x3xf64>
  }
  func.func private @expected() -> tensor<5x3x1xf64> {
    %cst = stablehlo.constant dense<[[[0x7FF8000000000000], [0x7FF8000000000000], [0x7FF8000000000000]], [[0x7FF8000000000000], [0x7FF8000000000000], [0x7FF8000000000000]], [[0x7FF8000000000000], [0x7FF8000000000000], [0x7FF8000000000000]], [[0x7FF8000000000000], [0x7FF8000000000000], [0x7FF8000000000000]], [[-5.5626846462680035E-309], [-5.5626846462680035E-309], [1.1125369292536007E-308]]]> : tensor<5x3x1xf64>
    return %cst : tensor<5x3x1xf64>
  }
  func.func public @main() -> tensor<5x3x1xf64> {
    %0:2 = call @inputs() : () -> (tensor<5x3x1xf64>, tensor<5x3x3xf64>)
    %1 = "stablehlo.triangular_solve"(%0#1, %0#0) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<5x3x3xf64>, tensor<5x3x1xf64>) -> tensor<5x3x1xf64>
    %2 = call @expected() : () -> tensor<5x3x1xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3x1xf64>, tensor<5x3x1xf64>) -> ()
    return %1 : tensor<5x3x1xf64>
  }
}
