// hlo-cts reproducer of program-7706/set-1::op4: fail [stablehlo.triangular_solve (semantics)]
// tier: semantic (stablehlo.triangular_solve gives a value far from every result an order of its computation gives (relative difference 0.5): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.triangular_solve result 0): 3 element(s) differ (largest error among them 1125899906842614 ulp)
// stablehlo.triangular_solve element [2, 0, 1] (real part) of complex<f64>: expected within [0x800400000000000A (-5.5626846462680529E-309), 0x8003FFFFFFFFFFF6 (-5.5626846462679541E-309)] (reference 0x8004000000000000 (-5.5626846462680035E-309))
//   actual    0x0000000000000000 (0.000000e+00)
//   1125899906842614 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [2, 1, 1] (real part) of complex<f64>: expected within [0x800400000000000A (-5.5626846462680529E-309), 0x8003FFFFFFFFFFF6 (-5.5626846462679541E-309)] (reference 0x8004000000000000 (-5.5626846462680035E-309))
//   actual    0x0000000000000000 (0.000000e+00)
//   1125899906842614 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// stablehlo.triangular_solve element [2, 2, 1] (real part) of complex<f64>: expected within [0x800400000000000A (-5.5626846462680529E-309), 0x8003FFFFFFFFFFF6 (-5.5626846462679541E-309)] (reference 0x8004000000000000 (-5.5626846462680035E-309))
//   actual    0x0000000000000000 (0.000000e+00)
//   1125899906842614 ulp outside the interval
//   inputs    triangular_solve: 2·γ_{n+1}·|T⁻¹||T||x| accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x3x2xcomplex<f64>>, tensor<3x2x2xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(-2.2250738585072014E-308,0.000000e+00)> : tensor<3x3x2xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(-2.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (4.000000e+00,0.000000e+00)]]]> : tensor<3x2x2xcomplex<f64>>
    return %cst, %cst_0 : tensor<3x3x2xcomplex<f64>>, tensor<3x2x2xcomplex<f64>>
  }
  func.func private @expected() -> tensor<3x3x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[[(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)], [(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)], [(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)]], [[(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)], [(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)], [(0x7FF8000000000000,0x7FF8000000000000), (0x7FF8000000000000,0x7FF8000000000000)]], [[(1.1125369292536007E-308,0.000000e+00), (-5.5626846462680035E-309,0.000000e+00)], [(1.1125369292536007E-308,0.000000e+00), (-5.5626846462680035E-309,0.000000e+00)], [(1.1125369292536007E-308,0.000000e+00), (-5.5626846462680035E-309,0.000000e+00)]]]> : tensor<3x3x2xcomplex<f64>>
    return %cst : tensor<3x3x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<3x3x2xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<3x3x2xcomplex<f64>>, tensor<3x2x2xcomplex<f64>>)
    %1 = "stablehlo.triangular_solve"(%0#1, %0#0) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x2x2xcomplex<f64>>, tensor<3x3x2xcomplex<f64>>) -> tensor<3x3x2xcomplex<f64>>
    %2 = call @expected() : () -> tensor<3x3x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x3x2xcomplex<f64>>, tensor<3x3x2xcomplex<f64>>) -> ()
    return %1 : tensor<3x3x2xcomplex<f64>>
  }
}
