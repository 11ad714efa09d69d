// StableHLO spec (seed 004, Japanese edition), section "transpose": the example of the op, as a runnable test.
func.func @transpose_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.transpose", source = "StableHLO spec, transpose, example 1"}} {
  %operand = stablehlo.constant dense<[ [[1,2], [3,4], [5,6]], [[7,8], [9,10], [11,12]] ]> : tensor<2x3x2xi32>
  %result = "stablehlo.transpose"(%operand) {
    permutation = dense<[2, 1, 0]> : tensor<3xi64>
  } : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[ [[1,7], [3,9], [5,11]], [[2,8], [4,10], [6,12]] ]> : tensor<2x3x2xi32>
  func.return
}
