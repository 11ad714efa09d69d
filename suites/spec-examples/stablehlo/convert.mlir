// StableHLO spec (seed 004, Japanese edition), section "convert": the example of the op, as a runnable test.
func.func @convert_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.convert", source = "StableHLO spec, convert, example 1"}} {
  %operand = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi64>
  %result = "stablehlo.convert"(%operand) : (tensor<3xi64>) -> tensor<3xcomplex<f64>>
  check.expect_eq_const %result, dense<[(-1.0, 0.0), (0.0, 0.0), (1.0, 0.0)]> : tensor<3xcomplex<f64>>
  func.return
}
