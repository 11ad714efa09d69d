// hlo-cts reproducer of program-17320::op3: fail [stablehlo.fft (semantics)]
// tier: semantic (stablehlo.fft gives a value far from every result an order of its computation gives (relative difference 0.2): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.fft result 0): 5 element(s) differ (largest error among them 203558118830018971 ulp)
// stablehlo.fft element [0, 0] of f64: expected within [0x3FEFFFFFFFFFFFDD (0.99999999999999611), 0x3FF0000000000011 (1.0000000000000038)] (reference 0x3FF0000000000000 (1.000000e+00))
//   actual    0x3FE999999999999A (8.000000e-01)
//   1801439850948163 ulp outside the interval
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [0, 1] of f64: expected within [0xBCF186F17543CBBB (-3.8918028483642E-15), 0x3CF186F17543CBBA (3.8918028483641992E-15)] (reference 0xA0F999999999999A (-7.8206370905589884E-150))
//   actual    0xBFAFA4B1F1E6421A (-0.061803398874989493)
//   197628146212828767 ulp outside the interval
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [0, 2] of f64: expected within [0xBCF186F17543CBBB (-3.8918028483642E-15), 0x3CF186F17543CBBA (3.8918028483641992E-15)] (reference 0xA10999999999999A (-1.5641274181117977E-149))
//   actual    0x3FC4B5F949465D55 (0.16180339887498954)
//   203558118830018971 ulp outside the interval
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [0, 3] of f64: expected within [0xBCF186F17543CBBB (-3.8918028483642E-15), 0x3CF186F17543CBBA (3.8918028483641992E-15)] (reference 0xA10999999999999A (-1.5641274181117977E-149))
//   actual    0x3FC4B5F949465D52 (0.16180339887498946)
//   203558118830018968 ulp outside the interval
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// stablehlo.fft element [0, 4] of f64: expected within [0xBCF186F17543CBBB (-3.8918028483642E-15), 0x3CF186F17543CBBA (3.8918028483641992E-15)] (reference 0xA0F999999999999A (-7.8206370905589884E-150))
//   actual    0xBFAFA4B1F1E6421D (-0.061803398874989514)
//   197628146212828770 ulp outside the interval
//   inputs    fft: 8·u·(log2 N + 1)·‖y‖₂ accuracy budget
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<1x3xcomplex<f64>>
    return %cst : tensor<1x3xcomplex<f64>>
  }
  func.func private @expected() -> tensor<1x5xf64> {
    %cst = stablehlo.constant dense<[[1.000000e+00, -7.8206370905589884E-150, -1.5641274181117977E-149, -1.5641274181117977E-149, -7.8206370905589884E-150]]> : tensor<1x5xf64>
    return %cst : tensor<1x5xf64>
  }
  func.func public @main() -> tensor<1x5xf64> {
    %0 = call @inputs() : () -> tensor<1x3xcomplex<f64>>
    %1 = stablehlo.fft %0, type =  IRFFT, length = [1, 5] : (tensor<1x3xcomplex<f64>>) -> tensor<1x5xf64>
    %2 = call @expected() : () -> tensor<1x5xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x5xf64>, tensor<1x5xf64>) -> ()
    return %1 : tensor<1x5xf64>
  }
}
