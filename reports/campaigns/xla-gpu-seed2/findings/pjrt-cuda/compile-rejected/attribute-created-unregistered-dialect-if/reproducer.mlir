// hlo-cts reproducer of program-142: compile-rejected
// the backend rejected a valid program: -:3:57: error: #"complex"<"number<:f32 31.5905228, 0.222860172>"> : 'complex<f32>' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x1xf32>
    return %cst : tensor<3x1xf32>
  }
  func.func private @expected() -> tensor<3x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(31.5905228,0.222860172)> : tensor<3x1xcomplex<f32>>
    return %cst : tensor<3x1xcomplex<f32>>
  }
  func.func public @main() -> tensor<3x1xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<3x1xf32>
    %1 = "chlo.constant_like"(%0) <{value = #complex.number<:f32 31.5905228, 0.222860172> : complex<f32>}> : (tensor<3x1xf32>) -> tensor<3x1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<3x1xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x1xcomplex<f32>>, tensor<3x1xcomplex<f32>>) -> ()
    return %1 : tensor<3x1xcomplex<f32>>
  }
}
