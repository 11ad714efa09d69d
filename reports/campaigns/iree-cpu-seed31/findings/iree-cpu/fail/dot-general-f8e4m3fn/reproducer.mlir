// hlo-cts reproducer of program-2891/set-1::op0: fail [stablehlo.dot_general (semantics)]
// tier: semantic (stablehlo.dot_general gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dot_general result 0): 4 element(s) differ (4 number(s) where NaN is due)
// stablehlo.dot_general element [1, 0] of f8E4M3FN: expected no finite value, or NaN (reference 0x7F (NaN))
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=0.0625)
// stablehlo.dot_general element [1, 1] of f8E4M3FN: expected no finite value, or NaN (reference 0x7F (NaN))
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=0.0625)
// stablehlo.dot_general element [1, 2] of f8E4M3FN: expected no finite value, or NaN (reference 0x7F (NaN))
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=0.0625)
// stablehlo.dot_general element [1, 3] of f8E4M3FN: expected no finite value, or NaN (reference 0x7F (NaN))
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
//   inputs    order-unspecified dot product of 4 terms (u_in=0 u_prod=0 u_acc=0.0625)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0xFF, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf8E4M3FN>
    return %cst, %cst_0 : tensor<4x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>
  }
  func.func private @expected() -> tensor<4x4xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0x7F, 0x7F, 0x7F, 0x7F], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf8E4M3FN>
    return %cst : tensor<4x4xf8E4M3FN>
  }
  func.func public @main() -> tensor<4x4xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<4x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [1] : (tensor<4x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>) -> tensor<4x4xf8E4M3FN>
    %2 = call @expected() : () -> tensor<4x4xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>) -> ()
    return %1 : tensor<4x4xf8E4M3FN>
  }
}
