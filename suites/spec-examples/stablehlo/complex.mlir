// StableHLO spec (seed 004, Japanese edition), section "complex": the example of the op, as a runnable test.
func.func @complex_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.complex", source = "StableHLO spec, complex, example 1"}} {
  %lhs = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %rhs = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf64>
  %result = "stablehlo.complex"(%lhs, %rhs) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %result, dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  func.return
}
