// XLA operation semantics (seed 000, the 2017 ComputationBuilder edition), section "Broadcast",
// expressed in StableHLO: Broadcast(operand, broadcast_sizes) inserts the new
// dimensions on the left, which is broadcast_in_dim with the operand's
// dimensions mapped to the result's last ones (none, for a scalar).
func.func @Broadcast_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.broadcast_in_dim", source = "XLA operation semantics, Broadcast, example 1"}} {
  // operand: a scalar f32 with value 2.0f; broadcast_sizes = {2, 3}
  %operand = stablehlo.constant dense<2.0> : tensor<f32>
  %result = "stablehlo.broadcast_in_dim"(%operand) {
    broadcast_dimensions = array<i64>
  } : (tensor<f32>) -> tensor<2x3xf32>
  check.expect_eq_const %result, dense<2.0> : tensor<2x3xf32>
  func.return
}
