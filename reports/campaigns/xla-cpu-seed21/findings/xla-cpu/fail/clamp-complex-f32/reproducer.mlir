// hlo-cts reproducer of program-24839/set-1::op5: fail [stablehlo.clamp (semantics)]
// tier: semantic (stablehlo.clamp gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: consistent with: subnormal inputs read as zero (DAZ) (1 of 2 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.clamp result 0): 2 element(s) differ (largest error among them 1075838976 ulp)
// stablehlo.clamp element [0, 0, 0] (real part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388607 ulp
// stablehlo.clamp element [0, 0, 0] (imaginary part) of complex<f32>: expected exactly 0x00000000 (0.000000e+00)
//   actual    0xC0200000 (-2.500000e+00)
//   error: 1075838976 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1x1xcomplex<f32>>, tensor<1x1x1xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(1.17549421E-38,-2.500000e+00)> : tensor<1x1x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x1x1xcomplex<f32>>
    return %cst, %cst_0 : tensor<1x1x1xcomplex<f32>>, tensor<1x1x1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<1x1x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x1x1xcomplex<f32>>
    return %cst : tensor<1x1x1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1x1x1xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<1x1x1xcomplex<f32>>, tensor<1x1x1xcomplex<f32>>)
    %1 = stablehlo.clamp %0#0, %0#0, %0#1 : tensor<1x1x1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1x1x1xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1x1xcomplex<f32>>, tensor<1x1x1xcomplex<f32>>) -> ()
    return %1 : tensor<1x1x1xcomplex<f32>>
  }
}
