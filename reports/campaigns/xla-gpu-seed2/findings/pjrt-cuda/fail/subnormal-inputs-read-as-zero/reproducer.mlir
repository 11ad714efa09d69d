// hlo-cts reproducer of program-1613::op5: fail [stablehlo.sign (semantics)]
// tier: ieee-reading (stablehlo.sign gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter, which is what a compiler's rewrite gives (consistent with: subnormal inputs read as zero (DAZ)); an escape clause of the spec could excuse it)
// mechanism: consistent with: subnormal inputs read as zero (DAZ)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sign result 0): 1 element(s) differ (largest error among them 4607182418800017408 ulp)
// stablehlo.sign element [3, 0, 2] of f64: expected exactly 0xBFF0000000000000 (-1.000000e+00)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected exactly 0xBFF0000000000000 (-1.000000e+00)
//   actual    0x8000000000000000 (-0.000000e+00)
//   error: 4607182418800017408 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x2x5xf64> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0x7FF8000000000001, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<5x2x5xf64>
    return %cst : tensor<5x2x5xf64>
  }
  func.func public @main() -> tensor<5x2x5xf64> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0x7FF0000000000001, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, -2.2250738585072009E-308, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<5x2x5xf64>
    %0 = stablehlo.sign %cst : tensor<5x2x5xf64>
    %1 = call @expected() : () -> tensor<5x2x5xf64>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<5x2x5xf64>, tensor<5x2x5xf64>) -> ()
    return %0 : tensor<5x2x5xf64>
  }
}
