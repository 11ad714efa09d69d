// hlo-cts reproducer of program-48662::op4: crash
// the backend threw during compile: Bad StatusOr access: INVALID_ARGUMENT: Unsupported type for maximum: C128
// 	
// 
// Suspected Python Code Location:
//   -:12 [xla::PythonStackTrace='']
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x3xcomplex<f64>>
    return %cst : tensor<5x3xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x3xcomplex<f64>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<4x2xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = "stablehlo.select_and_scatter"(%cst, %cst_0, %cst_1) <{padding = dense<1> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %2 = stablehlo.compare  NE, %arg0, %arg1,  FLOAT : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %2 = stablehlo.maximum %arg0, %arg1 : tensor<complex<f64>>
      stablehlo.return %2 : tensor<complex<f64>>
    }) : (tensor<5x3xcomplex<f64>>, tensor<4x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x3xcomplex<f64>>
    %1 = call @expected() : () -> tensor<5x3xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<5x3xcomplex<f64>>, tensor<5x3xcomplex<f64>>) -> ()
    return %0 : tensor<5x3xcomplex<f64>>
  }
}
