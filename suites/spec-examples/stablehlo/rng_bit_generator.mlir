// StableHLO spec (seed 004, Japanese edition), section "rng_bit_generator": the example of the op, as a runnable test.
// The bits rng_bit_generator produces are implementation-defined (the spec
// fixes only the algorithm's name, THREE_FRY); the seed's output is that of
// XLA's Threefry implementation, which the oracle reproduces bit for bit.
// A backend that implements THREE_FRY differently is still conforming, so a
// mismatch here is a difference from XLA, not necessarily a bug.
func.func @rng_bit_generator_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.rng_bit_generator", source = "StableHLO spec, rng_bit_generator, example 1"}} {
  %initial_state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  check.expect_eq_const %output_state, dense<[1, 6]> : tensor<2xui64>
  check.expect_eq_const %output, dense<[ [9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144] ]> : tensor<2x2xui64>
  func.return
}
