// hlo-cts reproducer of program-3334::op4: fail [stablehlo.rng (semantics)]
// tier: semantic (stablehlo.rng gives a value its semantics do not allow (it does no floating-point arithmetic whose accuracy could be at stake); no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.rng result 0): 2 element(s) differ (2 NaN(s) where a number is due)
// stablehlo.rng element [1] of f8E5M2: expected within [0x00 (0.000000e+00), 0x3B (8.750000e-01)] (reference 0x34 (2.500000e-01))
//   actual    0x7F (NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// stablehlo.rng element [2] of f8E5M2: expected within [0x00 (0.000000e+00), 0x3B (8.750000e-01)] (reference 0x23 (1.367190e-02))
//   actual    0x7F (NaN)
//   NaN where a number is due
//   inputs    rng UNIFORM: any value in [a, b)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<f8E5M2>, tensor<f8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f8E5M2>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f8E5M2>
    return %cst, %cst_0 : tensor<f8E5M2>, tensor<f8E5M2>
  }
  func.func private @expected() -> tensor<3xf8E5M2> {
    %cst = stablehlo.constant dense<[6.250000e-01, 2.500000e-01, 1.367190e-02]> : tensor<3xf8E5M2>
    return %cst : tensor<3xf8E5M2>
  }
  func.func public @main() -> tensor<3xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<f8E5M2>, tensor<f8E5M2>)
    %c = stablehlo.constant dense<3> : tensor<1xui8>
    %1 = stablehlo.rng %0#0, %0#1, %c, distribution =  UNIFORM : (tensor<f8E5M2>, tensor<f8E5M2>, tensor<1xui8>) -> tensor<3xf8E5M2>
    %2 = call @expected() : () -> tensor<3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3xf8E5M2>, tensor<3xf8E5M2>) -> ()
    return %1 : tensor<3xf8E5M2>
  }
}
