// StableHLO spec (seed 004, Japanese edition), section "reduce_precision": the example of the op, as a runnable test.
// The result holds a NaN, so it is compared with check.expect_almost_eq_const
// (NaN matches NaN there; check.expect_eq_const is IEEE ==); every other
// value is exact, and the tolerance cannot hide 65504 vs 65520 or inf.
func.func @reduce_precision_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.reduce_precision", source = "StableHLO spec, reduce_precision, example 1"}} {
  // Logical values: +Inf, NaN, +Denormal, 0.0, 65519.0, 65520.0
  %operand = stablehlo.constant dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x0000000000000001, 0.0, 65519.0, 65520.0]> : tensor<6xf64>
  %output = "stablehlo.reduce_precision"(%operand) {
    exponent_bits = 5 : i32,
    mantissa_bits = 10 : i32
  } : (tensor<6xf64>) -> tensor<6xf64>
  // Logical values: +Inf, NaN, 0.0, 0.0, 65504.0, +Inf
  check.expect_almost_eq_const %output, dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0.0, 0.0, 65504.0, 0x7FF0000000000000]> : tensor<6xf64>
  func.return
}
