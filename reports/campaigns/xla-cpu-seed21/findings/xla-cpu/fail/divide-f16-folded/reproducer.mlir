// hlo-cts reproducer of program-14069::op2: fail [stablehlo.divide (semantics)]
// tier: ieee-reading (stablehlo.divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.divide result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.divide element [0, 0, 0] of f16: expected exactly 0x8D71 (-3.321170e-04)
//   actual    0x8D72 (-3.323550e-04)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x3x4xf16> {
    %cst = stablehlo.constant dense<3.232420e-01> : tensor<1x3x4xf16>
    return %cst : tensor<1x3x4xf16>
  }
  func.func private @expected() -> tensor<1x3x4xf16> {
    %cst = stablehlo.constant dense<[[[-3.321170e-04, 1.292720e-01, -1.103400e-03, -2.027890e-02], [-4.910160e+00, -4.464390e-05, -1.499180e-02, -4.040530e-02], [1.389500e-03, -1.846920e-01, -1.262660e-03, 1.983400e+00]]]> : tensor<1x3x4xf16>
    return %cst : tensor<1x3x4xf16>
  }
  func.func public @main() -> tensor<1x3x4xf16> {
    %0 = call @inputs() : () -> tensor<1x3x4xf16>
    %cst = stablehlo.constant dense<[[[-9.730000e+02, 2.500000e+00, -2.930000e+02, -1.594530e+01], [-6.585690e-02, -7.244000e+03, -2.156250e+01, -8.000000e+00], [2.326250e+02, -1.750000e+00, -2.560000e+02, 1.629640e-01]]]> : tensor<1x3x4xf16>
    %1 = stablehlo.divide %0, %cst : tensor<1x3x4xf16>
    %2 = call @expected() : () -> tensor<1x3x4xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x3x4xf16>, tensor<1x3x4xf16>) -> ()
    return %1 : tensor<1x3x4xf16>
  }
}
