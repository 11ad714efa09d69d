// hlo-cts reproducer of program-26927: fail
// tier: semantic (the backend's execution of a valid program failed; no reading of the spec allows it)
// mechanism: no known mechanism
// execution failed: execute: INTERNAL: RET_CHECK failure (external/xla/xla/backends/cpu/runtime/fft_thunk.cc:168) LayoutUtil::IsMonotonicWithDim0Major(input_shape_.layout()) 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x2xcomplex<f32>>, tensor<complex<f32>>, tensor<5x2xf32>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x2xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<5x2xf32>
    return %cst, %cst_0, %cst_1 : tensor<2x2xcomplex<f32>>, tensor<complex<f32>>, tensor<5x2xf32>
  }
  func.func private @expected() -> tensor<5x2xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<5x2xcomplex<f32>>
    return %cst : tensor<5x2xcomplex<f32>>
  }
  func.func public @main() -> tensor<5x2xcomplex<f32>> {
    %0:3 = call @inputs() : () -> (tensor<2x2xcomplex<f32>>, tensor<complex<f32>>, tensor<5x2xf32>)
    %1 = stablehlo.fft %0#2, type =  RFFT, length = [5, 2] : (tensor<5x2xf32>) -> tensor<5x2xcomplex<f32>>
    %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 1 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<5x2xcomplex<f32>>) -> tensor<5x2xcomplex<f32>>
    %3 = "stablehlo.select_and_scatter"(%2, %0#0, %0#1) <{padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %5 = stablehlo.compare  NE, %arg0, %arg1,  FLOAT : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %5 = stablehlo.minimum %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %5 : tensor<complex<f32>>
    }) : (tensor<5x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5x2xcomplex<f32>>
    %4 = call @expected() : () -> tensor<5x2xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%3, %4) {has_side_effect = true} : (tensor<5x2xcomplex<f32>>, tensor<5x2xcomplex<f32>>) -> ()
    return %3 : tensor<5x2xcomplex<f32>>
  }
}
