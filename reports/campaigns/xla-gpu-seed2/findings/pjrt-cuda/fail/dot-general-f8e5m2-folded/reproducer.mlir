// hlo-cts reproducer of program-5696::op2: fail [stablehlo.dot_general (semantics)]
// tier: ieee-reading (stablehlo.dot_general misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dot_general result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.dot_general element [0, 3, 0] of f8E5M2: expected no finite value, or -Inf (reference 0xFC (-Inf))
//   actual    0xFB (-5.734400e+04)
//   a finite value where -Inf is due
//   inputs    order-unspecified dot product of 2 terms (u_in=0 u_prod=0 u_acc=0.125)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x1x1xf8E5M2> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x1x1xf8E5M2>
    return %cst : tensor<2x1x1xf8E5M2>
  }
  func.func private @expected() -> tensor<1x5x1xf8E5M2> {
    %cst = stablehlo.constant dense<[[[-1.750000e+00], [-1.000000e+00], [1.875000e-01], [0xFC], [5.000000e-01]]]> : tensor<1x5x1xf8E5M2>
    return %cst : tensor<1x5x1xf8E5M2>
  }
  func.func public @main() -> tensor<1x5x1xf8E5M2> {
    %0 = call @inputs() : () -> tensor<2x1x1xf8E5M2>
    %cst = stablehlo.constant dense<[[[-5.859380e-03, -1.000000e+00, 1.875000e-01, 0xFC, 6.103520e-05], [-1.750000e+00, -1.171880e-02, 7.812500e-03, 1.920000e+02, 5.000000e-01]]]> : tensor<1x2x5xf8E5M2>
    %1 = stablehlo.dot_general %cst, %0, batching_dims = [0] x [2], contracting_dims = [1] x [0] : (tensor<1x2x5xf8E5M2>, tensor<2x1x1xf8E5M2>) -> tensor<1x5x1xf8E5M2>
    %2 = call @expected() : () -> tensor<1x5x1xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x5x1xf8E5M2>, tensor<1x5x1xf8E5M2>) -> ()
    return %1 : tensor<1x5x1xf8E5M2>
  }
}
