// hlo-cts reproducer of program-934::op2: fail [stablehlo.divide (semantics)]
// tier: ieee-reading (stablehlo.divide gives NaN where IEEE-754 arithmetic gives a number, which is what a compiler's rewrite gives (consistent with: subnormal inputs read as zero (DAZ)); an escape clause of the spec could excuse it)
// mechanism: consistent with: subnormal inputs read as zero (DAZ)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.divide result 0): 1 element(s) differ (1 NaN(s) where a number is due)
// stablehlo.divide element [1, 4] of bf16: expected exactly 0x8000 (-0.000000e+00)
//   actual    0x7FFF (NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x5xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x5xbf16>
    return %cst : tensor<4x5xbf16>
  }
  func.func private @expected() -> tensor<4x5xbf16> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0xFFFF, -0.000000e+00, 0.000000e+00], [0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [0.000000e+00, -0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.000000e+00, 0.000000e+00, 0.000000e+00, -0.000000e+00, 0.000000e+00]]> : tensor<4x5xbf16>
    return %cst : tensor<4x5xbf16>
  }
  func.func public @main() -> tensor<4x5xbf16> {
    %0 = call @inputs() : () -> tensor<4x5xbf16>
    %cst = stablehlo.constant dense<[[1.396180e-03, 1.175490e-38, 0xFFFF, -7.226560e-01, 3.986360e-04], [1.896000e+03, -1.930000e+02, -5.615230e-02, -4.687500e-02, -9.183550e-41], [2.471920e-03, -1.040040e-01, 6.031250e+00, 2.832030e-02, 1.160000e+02], [-3.013610e-04, 2.448000e+03, 3.389530e+38, -3.337860e-04, 3.515630e-02]]> : tensor<4x5xbf16>
    %1 = stablehlo.divide %0, %cst : tensor<4x5xbf16>
    %2 = call @expected() : () -> tensor<4x5xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x5xbf16>, tensor<4x5xbf16>) -> ()
    return %1 : tensor<4x5xbf16>
  }
}
