// StableHLO spec (seed 004, Japanese edition), section "bitcast_convert": the example of the op, as a runnable test.
func.func @bitcast_convert_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.bitcast_convert", source = "StableHLO spec, bitcast_convert, example 1"}} {
  %operand = stablehlo.constant dense<0x0123456789ABCDEF> : tensor<f64>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<f64>) -> tensor<4xf16>
  check.expect_eq_const %result, dense<[0xCDEF, 0x89AB, 0x4567, 0x0123]> : tensor<4xf16>
  func.return
}
