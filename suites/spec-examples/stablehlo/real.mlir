// StableHLO spec (seed 004, Japanese edition), section "real": the example of the op, as a runnable test.
func.func @real_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.real", source = "StableHLO spec, real, example 1"}} {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %result = "stablehlo.real"(%operand) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[1.0, 3.0]> : tensor<2xf32>
  func.return
}
