// hlo-cts reproducer of program-3118::op1: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 2 element(s) differ (largest error among them 1170737762 ulp)
// stablehlo.dynamic_slice element [1, 2, 0] (real part) of complex<f32>: expected exactly 0xC50D834D (-2264.2063)
//   actual    0x00000000 (0.000000e+00)
//   error: 1158513485 ulp
// stablehlo.dynamic_slice element [1, 2, 0] (imaginary part) of complex<f32>: expected exactly 0xC5C80A62 (-6401.29785)
//   actual    0x00000000 (0.000000e+00)
//   error: 1170737762 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5x1xcomplex<f32>>, tensor<ui8>, tensor<ui8>) {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(-2264.2063,-6401.29785)]]]> : tensor<2x5x1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %c_0 = stablehlo.constant dense<255> : tensor<ui8>
    return %cst, %c, %c_0 : tensor<2x5x1xcomplex<f32>>, tensor<ui8>, tensor<ui8>
  }
  func.func private @expected() -> tensor<2x3x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<[[[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)]], [[(0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00)], [(-2264.2063,-6401.29785)]]]> : tensor<2x3x1xcomplex<f32>>
    return %cst : tensor<2x3x1xcomplex<f32>>
  }
  func.func public @main() -> tensor<2x3x1xcomplex<f32>> {
    %0:3 = call @inputs() : () -> (tensor<2x5x1xcomplex<f32>>, tensor<ui8>, tensor<ui8>)
    %1 = stablehlo.dynamic_slice %0#0, %0#1, %0#2, %0#1, sizes = [2, 3, 1] : (tensor<2x5x1xcomplex<f32>>, tensor<ui8>, tensor<ui8>, tensor<ui8>) -> tensor<2x3x1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<2x3x1xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x3x1xcomplex<f32>>, tensor<2x3x1xcomplex<f32>>) -> ()
    return %1 : tensor<2x3x1xcomplex<f32>>
  }
}
