// hlo-cts reproducer of program-11637/set-1::op5: fail [stablehlo.triangular_solve (semantics)]
// tier: semantic (stablehlo.triangular_solve gives NaN where IEEE-754 arithmetic gives a number; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.triangular_solve result 0): 1 element(s) differ (1 NaN(s) where a number is due)
// stablehlo.triangular_solve element [2, 1, 2] (real part) of complex<f32>: expected within [0x7F7FFFBC (3.40280988E+38), 0x7F7FFFFF (3.40282347E+38)], or +Inf (reference 0x7F7FFFFF (3.40282347E+38))
//   actual    0xFFC00000 (-NaN)
//   NaN where a number is due
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2x3xcomplex<f32>>, tensor<3x2x2xcomplex<f32>>) {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (3.40282347E+38,1.17549421E-38)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<3x2x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (-1.000000e+00,2.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]]> : tensor<3x2x2xcomplex<f32>>
    return %cst, %cst_0 : tensor<3x2x3xcomplex<f32>>, tensor<3x2x2xcomplex<f32>>
  }
  func.func private @expected() -> tensor<3x2x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (3.40282347E+38,1.17549421E-38)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (3.40282347E+38,0xFF800000)]]]> : tensor<3x2x3xcomplex<f32>>
    return %cst : tensor<3x2x3xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x2x3xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<3x2x3xcomplex<f32>>, tensor<3x2x2xcomplex<f32>>)
    %1 = "stablehlo.triangular_solve"(%0#1, %0#0) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<3x2x2xcomplex<f32>>, tensor<3x2x3xcomplex<f32>>) -> tensor<3x2x3xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x2x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2x3xcomplex<f32>>, tensor<3x2x3xcomplex<f32>>) -> ()
    return %1 : tensor<3x2x3xcomplex<f32>>
  }
}
