// hlo-cts reproducer of program-16591::op4: fail [stablehlo.dynamic_slice (semantics)]
// tier: semantic (stablehlo.dynamic_slice moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_slice result 0): 2 element(s) differ (largest error among them 4616189618054758400 ulp)
// stablehlo.dynamic_slice element [2, 1] (real part) of complex<f64>: expected exactly 0xC000000000000000 (-2.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4611686018427387904 ulp
// stablehlo.dynamic_slice element [2, 1] (imaginary part) of complex<f64>: expected exactly 0x4010000000000000 (4.000000e+00)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4616189618054758400 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x2xcomplex<f64>>, tensor<ui32>, tensor<ui32>) {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (-2.000000e+00,4.000000e+00)]]> : tensor<4x2xcomplex<f64>>
    %c = stablehlo.constant dense<4294967290> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    return %cst, %c, %c_0 : tensor<4x2xcomplex<f64>>, tensor<ui32>, tensor<ui32>
  }
  func.func private @expected() -> tensor<3x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)], [(0.000000e+00,0.000000e+00), (-2.000000e+00,4.000000e+00)]]> : tensor<3x2xcomplex<f64>>
    return %cst : tensor<3x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<3x2xcomplex<f64>> {
    %0:3 = call @inputs() : () -> (tensor<4x2xcomplex<f64>>, tensor<ui32>, tensor<ui32>)
    %1 = stablehlo.dynamic_slice %0#0, %0#1, %0#2, sizes = [3, 2] : (tensor<4x2xcomplex<f64>>, tensor<ui32>, tensor<ui32>) -> tensor<3x2xcomplex<f64>>
    %2 = call @expected() : () -> tensor<3x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x2xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> ()
    return %1 : tensor<3x2xcomplex<f64>>
  }
}
