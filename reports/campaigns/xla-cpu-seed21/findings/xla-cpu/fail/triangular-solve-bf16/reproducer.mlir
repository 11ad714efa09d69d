// hlo-cts reproducer of program-4385/set-1::op2: fail [stablehlo.triangular_solve (semantics)]
// tier: semantic (stablehlo.triangular_solve gives a value far from every result an order of its computation gives (relative difference 0.195): no accuracy matter; no reading of the spec allows it)
// mechanism: consistent with: subnormal results flushed to zero (FTZ) (4 of 6 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.triangular_solve result 0): 6 element(s) differ (largest error among them 25 ulp)
// stablehlo.triangular_solve element [4, 0, 0] of bf16: expected within [0x8027 (-3.581580e-39), 0x8019 (-2.295890e-39)] (reference 0x8020 (-2.938740e-39))
//   actual    0x0000 (0.000000e+00)
//   25 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [4, 0, 1] of bf16: expected within [0x8027 (-3.581580e-39), 0x8019 (-2.295890e-39)] (reference 0x8020 (-2.938740e-39))
//   actual    0x0000 (0.000000e+00)
//   25 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [4, 1, 0] of bf16: expected within [0x8027 (-3.581580e-39), 0x8019 (-2.295890e-39)] (reference 0x8020 (-2.938740e-39))
//   actual    0x8000 (-0.000000e+00)
//   25 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [4, 1, 1] of bf16: expected within [0x8027 (-3.581580e-39), 0x8019 (-2.295890e-39)] (reference 0x8020 (-2.938740e-39))
//   actual    0x8000 (-0.000000e+00)
//   25 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [4, 2, 0] of bf16: expected within [0x0019 (2.295890e-39), 0x0027 (3.581580e-39)] (reference 0x0020 (2.938740e-39))
//   actual    0x0000 (0.000000e+00)
//   25 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [4, 2, 1] of bf16: expected within [0x0019 (2.295890e-39), 0x0027 (3.581580e-39)] (reference 0x0020 (2.938740e-39))
//   actual    0x0000 (0.000000e+00)
//   25 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3x2xbf16>, tensor<5x3x3xbf16>) {
    %cst = stablehlo.constant dense<-1.175490e-38> : tensor<5x3x2xbf16>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[4.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 4.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -4.000000e+00]]]> : tensor<5x3x3xbf16>
    return %cst, %cst_0 : tensor<5x3x2xbf16>, tensor<5x3x3xbf16>
  }
  func.func private @expected() -> tensor<5x3x2xbf16> {
    %cst = stablehlo.constant dense<[[[0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0]], [[0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0]], [[0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0]], [[0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0]], [[-2.938740e-39, -2.938740e-39], [-2.938740e-39, -2.938740e-39], [2.938740e-39, 2.938740e-39]]]> : tensor<5x3x2xbf16>
    return %cst : tensor<5x3x2xbf16>
  }
  func.func public @main() -> tensor<5x3x2xbf16> {
    %0:2 = call @inputs() : () -> (tensor<5x3x2xbf16>, tensor<5x3x3xbf16>)
    %1 = "stablehlo.triangular_solve"(%0#1, %0#0) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<5x3x3xbf16>, tensor<5x3x2xbf16>) -> tensor<5x3x2xbf16>
    %2 = call @expected() : () -> tensor<5x3x2xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3x2xbf16>, tensor<5x3x2xbf16>) -> ()
    return %1 : tensor<5x3x2xbf16>
  }
}
