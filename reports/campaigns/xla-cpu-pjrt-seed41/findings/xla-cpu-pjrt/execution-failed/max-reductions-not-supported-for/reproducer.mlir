// hlo-cts reproducer of program-3442::op0: fail
// tier: semantic (the backend's execution of a valid program failed; no reading of the spec allows it)
// mechanism: no known mechanism
// execution failed: Max reductions not supported for complex types
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x2xcomplex<f64>>
    return %cst : tensor<2x2xcomplex<f64>>
  }
  func.func private @expected() -> tensor<2x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x2xcomplex<f64>>
    return %cst : tensor<2x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<2x2xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<2x2xcomplex<f64>>
    %1 = "stablehlo.reduce_scatter"(%0) <{replica_groups = dense<0> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<complex<f64>>
      stablehlo.return %3 : tensor<complex<f64>>
    }) : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
    %2 = call @expected() : () -> tensor<2x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> ()
    return %1 : tensor<2x2xcomplex<f64>>
  }
}
