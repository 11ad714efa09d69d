// StableHLO spec (seed 004, Japanese edition), section "broadcast_in_dim": the example of the op, as a runnable test.
func.func @broadcast_in_dim_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.broadcast_in_dim", source = "StableHLO spec, broadcast_in_dim, example 1"}} {
  %operand = stablehlo.constant dense<[ [1, 2, 3] ]> : tensor<1x3xi32>
  %result = "stablehlo.broadcast_in_dim"(%operand) {
    broadcast_dimensions = array<i64: 2, 1>
  } : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[ [ [1, 1], [2, 2], [3, 3] ], [ [1, 1], [2, 2], [3, 3] ] ]> : tensor<2x3x2xi32>
  func.return
}
