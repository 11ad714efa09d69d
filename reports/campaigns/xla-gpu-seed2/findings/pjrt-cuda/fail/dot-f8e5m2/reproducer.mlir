// hlo-cts reproducer of program-1655/set-1::op0: fail [stablehlo.dot (semantics)]
// tier: ieee-reading (stablehlo.dot misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dot result 0): 3 element(s) differ (3 infinite where finite is due, or the reverse)
// stablehlo.dot element [0, 0] of f8E5M2: expected no finite value, or -Inf (reference 0xFC (-Inf))
//   actual    0xFB (-5.734400e+04)
//   a finite value where -Inf is due
//   inputs    order-unspecified dot product of 2 terms (u_in=0 u_prod=0 u_acc=0.125)
// stablehlo.dot element [1, 0] of f8E5M2: expected no finite value, or -Inf (reference 0xFC (-Inf))
//   actual    0xFB (-5.734400e+04)
//   a finite value where -Inf is due
//   inputs    order-unspecified dot product of 2 terms (u_in=0 u_prod=0 u_acc=0.125)
// stablehlo.dot element [2, 0] of f8E5M2: expected no finite value, or -Inf (reference 0xFC (-Inf))
//   actual    0xFB (-5.734400e+04)
//   a finite value where -Inf is due
//   inputs    order-unspecified dot product of 2 terms (u_in=0 u_prod=0 u_acc=0.125)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x2xf8E5M2>, tensor<2x5xf8E5M2>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x2xf8E5M2>
    %cst_0 = stablehlo.constant dense<[[0xFC, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<2x5xf8E5M2>
    return %cst, %cst_0 : tensor<3x2xf8E5M2>, tensor<2x5xf8E5M2>
  }
  func.func private @expected() -> tensor<3x5xf8E5M2> {
    %cst = stablehlo.constant dense<[[0xFC, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0xFC, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0xFC, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x5xf8E5M2>
    return %cst : tensor<3x5xf8E5M2>
  }
  func.func public @main() -> tensor<3x5xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<3x2xf8E5M2>, tensor<2x5xf8E5M2>)
    %1 = stablehlo.dot %0#0, %0#1 : (tensor<3x2xf8E5M2>, tensor<2x5xf8E5M2>) -> tensor<3x5xf8E5M2>
    %2 = call @expected() : () -> tensor<3x5xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x5xf8E5M2>, tensor<3x5xf8E5M2>) -> ()
    return %1 : tensor<3x5xf8E5M2>
  }
}
