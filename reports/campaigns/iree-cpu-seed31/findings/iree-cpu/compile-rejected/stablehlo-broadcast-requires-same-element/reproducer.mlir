// hlo-cts reproducer of program-280: compile-rejected
// the backend rejected a valid program: <stdin>:4:10: error: 'stablehlo.broadcast' op requires the same element type for all operands and results
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<f64>, tensor<f64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    return %cst, %cst_0 : tensor<f64>, tensor<f64>
  }
  func.func private @expected() -> tensor<2x1x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x1x3xf64>
    return %cst : tensor<2x1x3xf64>
  }
  func.func public @main() -> tensor<2x1x3xf64> {
    %0:2 = call @inputs() : () -> (tensor<f64>, tensor<f64>)
    %c = stablehlo.constant dense<[2, 1, 3]> : tensor<3xui8>
    %1 = stablehlo.rng %0#0, %0#1, %c, distribution =  NORMAL : (tensor<f64>, tensor<f64>, tensor<3xui8>) -> tensor<2x1x3xf64>
    %2 = call @expected() : () -> tensor<2x1x3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1x3xf64>, tensor<2x1x3xf64>) -> ()
    return %1 : tensor<2x1x3xf64>
  }
}
