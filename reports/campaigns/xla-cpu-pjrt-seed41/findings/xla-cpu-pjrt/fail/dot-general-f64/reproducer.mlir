// hlo-cts reproducer of program-32085/set-1::op0: fail [stablehlo.dot_general (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.dot_general result 0): 1 element(s) differ (largest error among them 2251799813685237 ulp)
// stablehlo.dot_general element [1, 3] of f64: expected within [0x800800000000000B (-1.1125369292536061E-308), 0x8007FFFFFFFFFFF5 (-1.1125369292535953E-308)] (reference 0x8008000000000000 (-1.1125369292536007E-308))
//   actual    0x0000000000000000 (0.000000e+00)
//   2251799813685237 ulp outside the interval
//   inputs    order-unspecified dot product of 3 terms (u_in=0 u_prod=0 u_acc=1.11022e-16)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x2x3xf64>, tensor<3x2xf64>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [5.000000e-01, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<5x2x3xf64>
    %cst_0 = stablehlo.constant dense<[[0.000000e+00, -2.2250738585072014E-308], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]> : tensor<3x2xf64>
    return %cst, %cst_0 : tensor<5x2x3xf64>, tensor<3x2xf64>
  }
  func.func private @expected() -> tensor<2x5xf64> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, -1.1125369292536007E-308, 0.000000e+00]]> : tensor<2x5xf64>
    return %cst : tensor<2x5xf64>
  }
  func.func public @main() -> tensor<2x5xf64> {
    %0:2 = call @inputs() : () -> (tensor<5x2x3xf64>, tensor<3x2xf64>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [1] x [1], contracting_dims = [2] x [0] : (tensor<5x2x3xf64>, tensor<3x2xf64>) -> tensor<2x5xf64>
    %2 = call @expected() : () -> tensor<2x5xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x5xf64>, tensor<2x5xf64>) -> ()
    return %1 : tensor<2x5xf64>
  }
}
