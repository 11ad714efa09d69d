// hlo-cts reproducer of program-172: compile-rejected
// the backend rejected a valid program: INTERNAL: LogicalBuffer all-reduce.1[](#5) does not have a layout
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1x1xcomplex<f32>>, tensor<complex<f32>>) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x1x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    return %cst, %cst_0 : tensor<2x1x1xcomplex<f32>>, tensor<complex<f32>>
  }
  func.func private @expected() -> tensor<2x1x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x1x1xcomplex<f32>>
    return %cst : tensor<2x1x1xcomplex<f32>>
  }
  func.func public @main() -> tensor<2x1x1xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<2x1x1xcomplex<f32>>, tensor<complex<f32>>)
    %1:2 = "stablehlo.all_reduce"(%0#1, %0#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %3 : tensor<complex<f32>>
    }) : (tensor<complex<f32>>, tensor<2x1x1xcomplex<f32>>) -> (tensor<complex<f32>>, tensor<2x1x1xcomplex<f32>>)
    %2 = call @expected() : () -> tensor<2x1x1xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<2x1x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> ()
    return %1#1 : tensor<2x1x1xcomplex<f32>>
  }
}
