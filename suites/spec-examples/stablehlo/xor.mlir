// StableHLO spec (seed 004, Japanese edition), section "xor": the examples of the op, as runnable tests.
func.func @xor_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.xor", source = "StableHLO spec, xor, example 1"}} {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = "stablehlo.xor"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[4, 4], [4, 12]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @xor_example_2() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.xor", source = "StableHLO spec, xor, example 2"}} {
  %lhs = stablehlo.constant dense<[[false, false], [true, true]]> : tensor<2x2xi1>
  %rhs = stablehlo.constant dense<[[false, true], [false, true]]> : tensor<2x2xi1>
  %result = "stablehlo.xor"(%lhs, %rhs) : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %result, dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  func.return
}
