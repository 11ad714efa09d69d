// hlo-cts reproducer of program-19072::op2: fail [stablehlo.clamp (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.clamp result 0): 1 element(s) differ (max error 9178364787145704236 ulp)
// stablehlo.clamp element [0, 0] (imaginary part) of complex<f64>: expected exactly 0xBFE0000000000000 (-5.000000e-01)
//   actual    0x3F801A2514C6032C (0.0078623673405232228)
//   error: 9178364787145704236 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>) {
    %cst = stablehlo.constant dense<(2.000000e+00,0.0078623673405232228)> : tensor<complex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1x1xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(2.000000e+00,-5.000000e-01)> : tensor<complex<f64>>
    return %cst, %cst_0, %cst_1 : tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>
  }
  func.func private @expected() -> tensor<1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(2.000000e+00,-5.000000e-01)> : tensor<1x1xcomplex<f64>>
    return %cst : tensor<1x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x1xcomplex<f64>> {
    %0:3 = call @inputs() : () -> (tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>)
    %1 = stablehlo.clamp %0#0, %0#1, %0#2 : (tensor<complex<f64>>, tensor<1x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<1x1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) -> ()
    return %1 : tensor<1x1xcomplex<f64>>
  }
}
