// StableHLO spec (seed 004, Japanese edition), section "power": the example of the op, as a runnable test.
// The seed writes the results -nan and inf as words; dense literals have no
// such keywords, so they are the f64 bit patterns 0xFFF8000000000000 (-NaN)
// and 0x7FF0000000000000 (+inf). check.expect_almost_eq_const matches NaN
// with NaN (any sign or payload).
// Spec erratum: the seed's results are those of f32 (3^-1 = 0.333333343 and
// 10000^10 = inf, an f32 overflow), but its operands are f64, where 10000^10
// = 1e40 is finite and 3^-1 = 0.33333333333333331. The test keeps the seed's
// operands and type and expects the f64 results.
func.func @power_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.power", source = "StableHLO spec, power, example 1"}} {
  %lhs = stablehlo.constant dense<[-2.0, -0.0, -36.0, 5.0, 3.0, 10000.0]> : tensor<6xf64>
  %rhs = stablehlo.constant dense<[2.0, 2.0, 1.1, 2.0, -1.0, 10.0]> : tensor<6xf64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
  // seed: [4.0, 0.0, -nan, 25.0, 0.333333343, inf]
  check.expect_almost_eq_const %result, dense<[4.0, 0.0, 0xFFF8000000000000, 25.0, 0.33333333333333331, 1.0E+40]> : tensor<6xf64>
  func.return
}
