// hlo-cts reproducer of program-4866::op4: fail [stablehlo.batch_norm_grad (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_grad differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.batch_norm_grad result 0): 4 element(s) differ (largest error among them 13 ulp)
// stablehlo.batch_norm_grad element [4, 0] of f8E4M3FN: expected within [0xEF (-1.200000e+02), 0x71 (1.440000e+02)], or NaN (reference 0x7F (NaN))
//   actual    0x7E (4.480000e+02)
//   13 ulp outside the interval
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [4, 1] of f8E4M3FN: expected within [0xEF (-1.200000e+02), 0x71 (1.440000e+02)], or NaN (reference 0x7F (NaN))
//   actual    0x7E (4.480000e+02)
//   13 ulp outside the interval
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [4, 2] of f8E4M3FN: expected within [0xEF (-1.200000e+02), 0x71 (1.440000e+02)], or NaN (reference 0x7F (NaN))
//   actual    0x7E (4.480000e+02)
//   13 ulp outside the interval
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [4, 4] of f8E4M3FN: expected within [0xEF (-1.200000e+02), 0x71 (1.440000e+02)], or NaN (reference 0x7F (NaN))
//   actual    0x7E (4.480000e+02)
//   13 ulp outside the interval
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 2.560000e+02, 0.000000e+00]]> : tensor<5x5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<5xf8E4M3FN>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.757810e-02]> : tensor<5xf8E4M3FN>
    %cst_2 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 4.000000e+00]> : tensor<5xf8E4M3FN>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>
  }
  func.func private @expected() -> (tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0x7F, 0x7F, 0x7F, 0x7F, 0x7F]]> : tensor<5x5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0x7F]> : tensor<5xf8E4M3FN>
    return %cst, %cst_0 : tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>
  }
  func.func public @main() -> (tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>) {
    %0:4 = call @inputs() : () -> (tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>)
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%0#0, %0#1, %0#2, %0#3, %0#0) <{epsilon = 2.500000e-01 : f32, feature_index = 0 : i64}> : (tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5x5xf8E4M3FN>) -> (tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>)
    %1:2 = call @expected() : () -> (tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>)
    stablehlo.custom_call @check.expect_eq(%grad_operand, %1#0) {has_side_effect = true} : (tensor<5x5xf8E4M3FN>, tensor<5x5xf8E4M3FN>) -> ()
    stablehlo.custom_call @check.expect_eq(%grad_scale, %1#1) {has_side_effect = true} : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) -> ()
    return %grad_operand, %grad_scale : tensor<5x5xf8E4M3FN>, tensor<5xf8E4M3FN>
  }
}
