// StableHLO spec (seed 004, Japanese edition), section "not": the examples of the op, as runnable tests.
func.func @not_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.not", source = "StableHLO spec, not, example 1"}} {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %result = "stablehlo.not"(%operand) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[-2, -3], [-4, -5]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @not_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.not", source = "StableHLO spec, not, example 2"}} {
  %operand = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %result = "stablehlo.not"(%operand) : (tensor<2xi1>) -> tensor<2xi1>
  check.expect_eq_const %result, dense<[false, true]> : tensor<2xi1>
  func.return
}
