// hlo-cts reproducer of program-417: compile-rejected
// the backend rejected a valid program: <stdin>:3:12: error: 'stream.async.splat' op operand #0 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer, but got 'i128'
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<complex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    return %cst : tensor<complex<f64>>
  }
  func.func public @main() -> tensor<complex<f64>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = call @expected() : () -> tensor<complex<f64>>
    stablehlo.custom_call @check.expect_eq(%cst, %0) {has_side_effect = true} : (tensor<complex<f64>>, tensor<complex<f64>>) -> ()
    return %cst : tensor<complex<f64>>
  }
}
