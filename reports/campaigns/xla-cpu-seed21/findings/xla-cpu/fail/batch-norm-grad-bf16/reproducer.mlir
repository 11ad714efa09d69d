// hlo-cts reproducer of program-11032/set-1::op3: fail [stablehlo.batch_norm_grad (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_grad differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.batch_norm_grad result 0): 4 element(s) differ (4 NaN(s) where a number is due)
// stablehlo.batch_norm_grad element [2, 0, 0] of bf16: expected within [0xC2D1 (-1.045000e+02), 0x42F7 (1.235000e+02)], or +Inf (reference 0x7F80 (+Inf))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [2, 1, 0] of bf16: expected within [0xC2D1 (-1.045000e+02), 0x42F7 (1.235000e+02)], or +Inf (reference 0x7F80 (+Inf))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [2, 2, 0] of bf16: expected within [0xC2D1 (-1.045000e+02), 0x42F7 (1.235000e+02)], or +Inf (reference 0x7F80 (+Inf))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [2, 3, 0] of bf16: expected within [0xC2D1 (-1.045000e+02), 0x42F7 (1.235000e+02)], or +Inf (reference 0x7F80 (+Inf))
//   actual    0xFFC0 (-NaN)
//   NaN where a number is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x5x1xbf16>, tensor<5xbf16>, tensor<5xbf16>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [-3.389530e+38]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]]]> : tensor<5x5x1xbf16>
    %cst_0 = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, -1.175490e-38, 0.000000e+00, 0.000000e+00]> : tensor<5xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<5xbf16>
    return %cst, %cst_0, %cst_1 : tensor<5x5x1xbf16>, tensor<5xbf16>, tensor<5xbf16>
  }
  func.func private @expected() -> tensor<5x5x1xbf16> {
    %cst = stablehlo.constant dense<[[[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0x7F80], [0x7F80], [0x7F80], [0x7F80], [0x7FC0]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]]]> : tensor<5x5x1xbf16>
    return %cst : tensor<5x5x1xbf16>
  }
  func.func public @main() -> tensor<5x5x1xbf16> {
    %0:3 = call @inputs() : () -> (tensor<5x5x1xbf16>, tensor<5xbf16>, tensor<5xbf16>)
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%0#0, %0#1, %0#1, %0#2, %0#0) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<5x5x1xbf16>, tensor<5xbf16>, tensor<5xbf16>, tensor<5xbf16>, tensor<5x5x1xbf16>) -> (tensor<5x5x1xbf16>, tensor<5xbf16>, tensor<5xbf16>)
    %1 = call @expected() : () -> tensor<5x5x1xbf16>
    stablehlo.custom_call @check.expect_eq(%grad_operand, %1) {has_side_effect = true} : (tensor<5x5x1xbf16>, tensor<5x5x1xbf16>) -> ()
    return %grad_operand : tensor<5x5x1xbf16>
  }
}
