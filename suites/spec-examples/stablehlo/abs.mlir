// StableHLO spec (seed 004, Japanese edition), section "abs": the example of the op, as a runnable test.
func.func @abs_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.abs", source = "StableHLO spec, abs, example 1"}} {
  %operand = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi32>
  %result = "stablehlo.abs"(%operand) : (tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[2, 0, 2]> : tensor<3xi32>
  func.return
}
