// StableHLO spec (seed 004, Japanese edition), section "clamp": the example of the op, as a runnable test.
func.func @clamp_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.clamp", source = "StableHLO spec, clamp, example 1"}} {
  %min = stablehlo.constant dense<[5, 10, 15]> : tensor<3xi32>
  %operand = stablehlo.constant dense<[3, 13, 23]> : tensor<3xi32>
  %max = stablehlo.constant dense<[10, 15, 20]> : tensor<3xi32>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[5, 13, 20]> : tensor<3xi32>
  func.return
}
