// hlo-cts reproducer of program-2049: compile-rejected
// the backend rejected a valid program: <stdin>:3:10: error: 'stablehlo.async_start' op region must contain exactly one operation and a return
// <stdin>:3:10: error: 'stablehlo.async_start' op failed to infer returned types
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x0x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<> : tensor<3x0x2xcomplex<f64>>
    return %cst : tensor<3x0x2xcomplex<f64>>
  }
  func.func private @expected() -> tensor<3x0x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<> : tensor<3x0x2xcomplex<f64>>
    return %cst : tensor<3x0x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<3x0x2xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<3x0x2xcomplex<f64>>
    %1 = "stablehlo.async_start"(%0) ({
    ^bb0(%arg0: tensor<3x0x2xcomplex<f64>>):
      %4 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<3x0x2xcomplex<f64>>) -> tensor<3x0x2xcomplex<f64>>
      stablehlo.return %4 : tensor<3x0x2xcomplex<f64>>
    }) : (tensor<3x0x2xcomplex<f64>>) -> !stablehlo.future<tensor<3x0x2xcomplex<f64>>>
    %2 = "stablehlo.async_done"(%1) : (!stablehlo.future<tensor<3x0x2xcomplex<f64>>>) -> tensor<3x0x2xcomplex<f64>>
    %3 = call @expected() : () -> tensor<3x0x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<3x0x2xcomplex<f64>>, tensor<3x0x2xcomplex<f64>>) -> ()
    return %2 : tensor<3x0x2xcomplex<f64>>
  }
}
