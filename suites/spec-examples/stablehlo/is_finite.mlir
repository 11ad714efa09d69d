// StableHLO spec (seed 004, Japanese edition), section "is_finite": the example of the op, as a runnable test.
// The seed's operand type is misspelt ("tensor<7xf64)"); the test uses
// tensor<7xf64>.
func.func @is_finite_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.is_finite", source = "StableHLO spec, is_finite, example 1"}} {
  // Logical values: -Inf, +Inf, NaN, ...
  %x = stablehlo.constant dense<[0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, -10.0, -0.0, 0.0, 10.0]> : tensor<7xf64>
  %y = "stablehlo.is_finite"(%x) : (tensor<7xf64>) -> tensor<7xi1>
  check.expect_eq_const %y, dense<[false, false, false, true, true, true, true]> : tensor<7xi1>
  func.return
}
