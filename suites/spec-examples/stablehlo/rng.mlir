// StableHLO spec (seed 004, Japanese edition), section "rng": the example of the op, as a runnable test.
// The values rng produces are implementation-defined (the spec only says they
// follow rng_distribution over [a, b)); the seed's result
//   [[1, 0, 1], [1, 1, 1], [0, 0, 0]]
// is one possible output, not the output. So the test checks what every
// implementation must give: a tensor<3x3xi32> with every element in [0, 2).
func.func @rng_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.rng", source = "StableHLO spec, rng, example 1"}} {
  %a = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.constant dense<2> : tensor<i32>
  %shape = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  %result = "stablehlo.rng"(%a, %b, %shape) {
    rng_distribution = #stablehlo<rng_distribution UNIFORM>
  } : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  %lo = stablehlo.constant dense<0> : tensor<3x3xi32>
  %hi = stablehlo.constant dense<2> : tensor<3x3xi32>
  %ge = stablehlo.compare GE, %result, %lo, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %lt = stablehlo.compare LT, %result, %hi, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %in_range = stablehlo.and %ge, %lt : tensor<3x3xi1>
  check.expect_eq_const %in_range, dense<true> : tensor<3x3xi1>
  func.return
}
