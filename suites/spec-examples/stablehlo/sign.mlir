// StableHLO spec (seed 004, Japanese edition), section "sign": the example of the op, as a runnable test.
// The result holds a NaN, so it is compared with check.expect_almost_eq_const
// (NaN matches NaN there; check.expect_eq_const is IEEE ==). The seed writes
// the operand's comment without its '%'.
func.func @sign_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.sign", source = "StableHLO spec, sign, example 1"}} {
  // Logical values: +NaN, -1.0, -0.0, +0.0, 1.0
  %operand = stablehlo.constant dense<[0x7FFFFFFFFFFFFFFF, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>
  %result = "stablehlo.sign"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  // Logical values: +NaN, -1.0, -0.0, +0.0, 1.0
  check.expect_almost_eq_const %result, dense<[0x7FFFFFFFFFFFFFFF, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>
  func.return
}
