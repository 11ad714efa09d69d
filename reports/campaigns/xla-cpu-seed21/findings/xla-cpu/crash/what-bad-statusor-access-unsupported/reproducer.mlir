// hlo-cts reproducer of program-27223::op3: crash
// the worker was killed by signal SIGABRT (Aborted) during compile (the worker closed its output); its stderr ended with:
// terminate called after throwing an instance of 'absl::lts_20260107::BadStatusOrAccess'
//   what():  Bad StatusOr access: INVALID_ARGUMENT: Unsupported type for maximum: C128
// 	
// 
// Suspected Python Code Location:
//   -:7 [xla::PythonStackTrace='']
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3xcomplex<f64>>
    return %cst : tensor<3xcomplex<f64>>
  }
  func.func public @main() -> tensor<3xcomplex<f64>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = "stablehlo.reduce_window"(%cst, %cst_0) <{padding = dense<1> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %2 = stablehlo.maximum %arg0, %arg1 : tensor<complex<f64>>
      stablehlo.return %2 : tensor<complex<f64>>
    }) : (tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %1 = call @expected() : () -> tensor<3xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> ()
    return %0 : tensor<3xcomplex<f64>>
  }
}
