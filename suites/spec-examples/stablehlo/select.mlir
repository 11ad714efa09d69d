// StableHLO spec (seed 004, Japanese edition), section "select": the example of the op, as a runnable test.
func.func @select_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.select", source = "StableHLO spec, select, example 1"}} {
  %pred = stablehlo.constant dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  %on_true = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %on_false = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 2], [3, 8]]> : tensor<2x2xi32>
  func.return
}
