// hlo-cts reproducer of program-433: compile-rejected
// the backend rejected a valid program: -:3:57: error: #"complex"<"number<:f64 -2269.7145016978407, 1055.9663932661099>"> : 'complex<f64>' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// <unknown>:0: error: Failed to parse using StableHLO v1.20.0, this could indicate forward incompatibility, >12w old unsupported plugin, or a portable artifact that needs to be further downgraded.
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    return %c : tensor<i32>
  }
  func.func private @expected() -> tensor<f64> {
    %cst = stablehlo.constant dense<1055.9663932661099> : tensor<f64>
    return %cst : tensor<f64>
  }
  func.func public @main() -> tensor<f64> {
    %0 = call @inputs() : () -> tensor<i32>
    %1 = "chlo.constant_like"(%0) <{value = #complex.number<:f64 -2269.7145016978407, 1055.9663932661099> : complex<f64>}> : (tensor<i32>) -> tensor<complex<f64>>
    %2 = stablehlo.imag %1 : (tensor<complex<f64>>) -> tensor<f64>
    %3 = call @expected() : () -> tensor<f64>
    stablehlo.custom_call @check.expect_eq(%2, %3) {has_side_effect = true} : (tensor<f64>, tensor<f64>) -> ()
    return %2 : tensor<f64>
  }
}
