// hlo-cts reproducer of program-1208: compile-rejected
// the backend rejected a valid program: All backends failed to find supported configs:
//  - UNKNOWN: CUDNN_STATUS_BAD_PARAM
// in external/xla+/xla/stream_executor/cuda/cuda_dnn.cc(2929): 'op' CUDNN_BACKEND_OPERATION: cudnnFinalize FailedyDimA[N_DIM] != xDimA[N_DIM]
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x2x4xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x2x4xf16>
    return %cst : tensor<3x2x4xf16>
  }
  func.func private @expected() -> tensor<5x2x2xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x2x2xf16>
    return %cst : tensor<5x2x2xf16>
  }
  func.func public @main() -> tensor<5x2x2xf16> {
    %0 = call @inputs() : () -> tensor<3x2x4xf16>
    %cst = stablehlo.constant dense<[[[-3.684380e+01, -1.025200e-03], [-2.189940e-01, 3.486630e-03]], [[1.246090e+01, -6.400000e+03], [-1.328470e-03, -2.813720e-02]]]> : tensor<2x2x2xf16>
    %1 = stablehlo.convolution(%0, %cst) dim_numbers = [0, f, b]x[o, i, 0]->[0, f, b], window = {pad = [[1, 0]], lhs_dilate = [2]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x2x4xf16>, tensor<2x2x2xf16>) -> tensor<5x2x2xf16>
    %2 = call @expected() : () -> tensor<5x2x2xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x2x2xf16>, tensor<5x2x2xf16>) -> ()
    return %1 : tensor<5x2x2xf16>
  }
}
