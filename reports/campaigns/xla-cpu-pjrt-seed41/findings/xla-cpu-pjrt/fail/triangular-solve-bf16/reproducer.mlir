// hlo-cts reproducer of program-29244/set-1::op1: fail [stablehlo.triangular_solve (semantics)]
// tier: semantic (stablehlo.triangular_solve gives a value far from every result an order of its computation gives (relative difference 0.203): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.triangular_solve result 0): 2 element(s) differ (largest error among them 26 ulp)
// stablehlo.triangular_solve element [0, 0, 0] of bf16: expected within [0x8026 (-3.489750e-39), 0x801A (-2.387720e-39)] (reference 0x8020 (-2.938740e-39))
//   actual    0x0000 (0.000000e+00)
//   26 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [0, 0, 1] of bf16: expected within [0x8026 (-3.489750e-39), 0x801A (-2.387720e-39)] (reference 0x8020 (-2.938740e-39))
//   actual    0x0000 (0.000000e+00)
//   26 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2x2xbf16>, tensor<3x2x2xbf16>) {
    %cst = stablehlo.constant dense<-1.175490e-38> : tensor<3x2x2xbf16>
    %cst_0 = stablehlo.constant dense<[[[2.000000e+00, 0.000000e+00], [-2.000000e+00, -4.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]]> : tensor<3x2x2xbf16>
    return %cst, %cst_0 : tensor<3x2x2xbf16>, tensor<3x2x2xbf16>
  }
  func.func private @expected() -> tensor<3x2x2xbf16> {
    %cst = stablehlo.constant dense<[[[-2.938740e-39, -2.938740e-39], [2.938740e-39, 2.938740e-39]], [[0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0]], [[0x7FC0, 0x7FC0], [0x7FC0, 0x7FC0]]]> : tensor<3x2x2xbf16>
    return %cst : tensor<3x2x2xbf16>
  }
  func.func public @main() -> tensor<3x2x2xbf16> {
    %0:2 = call @inputs() : () -> (tensor<3x2x2xbf16>, tensor<3x2x2xbf16>)
    %1 = "stablehlo.triangular_solve"(%0#1, %0#0) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x2x2xbf16>, tensor<3x2x2xbf16>) -> tensor<3x2x2xbf16>
    %2 = call @expected() : () -> tensor<3x2x2xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2x2xbf16>, tensor<3x2x2xbf16>) -> ()
    return %1 : tensor<3x2x2xbf16>
  }
}
