// StableHLO spec (seed 004, Japanese edition), section "cholesky": the example of the op, as a runnable test.
// The seed declares the result as tensor<3x3xf64> for a tensor<3x3xf32>
// operand, which its constraint (C1: baseline_type(a) = baseline_type(result))
// forbids; the test uses tensor<3x3xf32>. Only the lower triangle is
// specified by the op (the rest is implementation-defined, which is why the
// spec shows zeros there); the oracle's choice is zeros, as shown.
func.func @cholesky_example_1() attributes {hlo_cts.test = {kind = "positive", op = "stablehlo.cholesky", source = "StableHLO spec, cholesky, example 1"}} {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]]> : tensor<3x3xf32>
  %result = "stablehlo.cholesky"(%a) {
    lower = true
  } : (tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const %result, dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf32>
  func.return
}
