// hlo-cts reproducer of program-3407::op2: fail [chlo.broadcast_multiply (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.broadcast_multiply result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.multiply element [2, 1, 2] (real part) of complex<f32>: expected within 0 ulp of the correctly rounded 0x3D231A3E (0.0398199484)
//   actual    0x3D231A3F (0.0398199521)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2x3xcomplex<f32>>, tensor<complex<f32>>) {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (1.000000e+00,0.013308851)]]]> : tensor<3x2x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.00654782262,-2.500000e+00)> : tensor<complex<f32>>
    return %cst, %cst_0 : tensor<3x2x3xcomplex<f32>>, tensor<complex<f32>>
  }
  func.func private @expected() -> tensor<3x2x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.0398199484,-2.49991274)]]]> : tensor<3x2x3xcomplex<f32>>
    return %cst : tensor<3x2x3xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x2x3xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<3x2x3xcomplex<f32>>, tensor<complex<f32>>)
    %1 = chlo.broadcast_multiply %0#0, %0#1 : (tensor<3x2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x2x3xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x2x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<3x2x3xcomplex<f32>>, tensor<3x2x3xcomplex<f32>>) -> ()
    return %1 : tensor<3x2x3xcomplex<f32>>
  }
}
