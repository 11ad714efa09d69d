// StableHLO spec (seed 004, Japanese edition), section "pad": the example of the op, as a runnable test.
func.func @pad_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.pad", source = "StableHLO spec, pad, example 1"}} {
  %operand = stablehlo.constant dense<[ [1, 2, 3], [4, 5, 6] ]> : tensor<2x3xi32>
  %padding_value = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.pad"(%operand, %padding_value) {
    edge_padding_low = dense<[0, 1]> : tensor<2xi64>,
    edge_padding_high = dense<[2, 1]> : tensor<2xi64>,
    interior_padding = dense<[1, 2]> : tensor<2xi64>
  } : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  check.expect_eq_const %result, dense<[ [0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0] ]> : tensor<5x9xi32>
  func.return
}
