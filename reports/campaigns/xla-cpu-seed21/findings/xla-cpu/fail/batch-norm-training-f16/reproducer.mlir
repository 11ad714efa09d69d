// hlo-cts reproducer of program-22345::op3: fail [stablehlo.batch_norm_training (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_training differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.batch_norm_training result 1): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.batch_norm_training element [1] of f16: expected within [0xEC02 (-4.104000e+03), 0xEBE1 (-4.034000e+03)] (reference 0xEBF3 (-4.070000e+03))
//   or, with subnormal partial results flushed to zero (FTZ): expected within [0xEC02 (-4.104000e+03), 0xEBE1 (-4.034000e+03)] (reference 0xEBF3 (-4.070000e+03))
//   actual    0xFC00 (-Inf)
//   -Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4x4xf16>, tensor<3xf16>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, -6.550400e+04, -5.495000e+02, 9.200000e+02], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<3x4x4xf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<3xf16>
    return %cst, %cst_0 : tensor<3x4x4xf16>, tensor<3xf16>
  }
  func.func private @expected() -> tensor<3xf16> {
    %cst = stablehlo.constant dense<[0.000000e+00, -4.070000e+03, 0.000000e+00]> : tensor<3xf16>
    return %cst : tensor<3xf16>
  }
  func.func public @main() -> tensor<3xf16> {
    %0:2 = call @inputs() : () -> (tensor<3x4x4xf16>, tensor<3xf16>)
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0#0, %0#1, %0#1) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<3x4x4xf16>, tensor<3xf16>, tensor<3xf16>) -> (tensor<3x4x4xf16>, tensor<3xf16>, tensor<3xf16>)
    %1 = call @expected() : () -> tensor<3xf16>
    stablehlo.custom_call @check.expect_eq(%batch_mean, %1) {has_side_effect = true} : (tensor<3xf16>, tensor<3xf16>) -> ()
    return %batch_mean : tensor<3xf16>
  }
}
