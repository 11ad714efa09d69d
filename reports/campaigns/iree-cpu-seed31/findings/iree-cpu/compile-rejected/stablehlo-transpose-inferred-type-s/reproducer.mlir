// hlo-cts reproducer of program-343: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'stablehlo.transpose' op inferred type(s) 'tensor<3x4x2xcomplex<f64>>' are incompatible with return type(s) of operation 'tensor<4x2x3xcomplex<f64>>'
// <stdin>:3:10: error: 'stablehlo.transpose' op failed to infer returned types
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x3x4xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x3x4xcomplex<f64>>
    return %cst : tensor<2x3x4xcomplex<f64>>
  }
  func.func private @expected() -> tensor<4x2x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<4x2x3xcomplex<f64>>
    return %cst : tensor<4x2x3xcomplex<f64>>
  }
  func.func public @main() -> tensor<4x2x3xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<2x3x4xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 0] : (tensor<2x3x4xcomplex<f64>>) -> tensor<4x2x3xcomplex<f64>>
    %2 = stablehlo.convert %1 : tensor<4x2x3xcomplex<f64>>
    %3 = call @expected() : () -> tensor<4x2x3xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<4x2x3xcomplex<f64>>, tensor<4x2x3xcomplex<f64>>) -> ()
    return %2 : tensor<4x2x3xcomplex<f64>>
  }
}
