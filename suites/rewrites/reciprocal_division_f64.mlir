// hlo-cts probe of a compiler rewrite (suites/rewrites/README.md): x /
// broadcast(y) in f64, with y = 3. Op by op, as the spec defines it, every
// result is the correctly rounded quotient; a backend that multiplies by the
// rounded reciprocal of the broadcast divisor gives x * round(1/3), one ulp
// off on 6 of the 16 elements. Under a profile that declares the rewrite
// (reciprocal_division=allow) it passes; under strict it fails, and the
// failure names the mechanism.
module {
  func.func private @inputs() -> (tensor<16xf64>, tensor<f64>) {
    %c0 = stablehlo.constant dense<[1.37e+00, 1.74e+00, 2.11e+00, 2.48e+00, 2.85e+00, 3.2199999999999998e+00, 3.59e+00, 3.96e+00, 4.33e+00, 4.7e+00, 5.07e+00, 5.4399999999999995e+00, 5.81e+00, 6.18e+00, 6.55e+00, 6.92e+00]> : tensor<16xf64>
    %c1 = stablehlo.constant dense<3.e+00> : tensor<f64>
    return %c0, %c1 : tensor<16xf64>, tensor<f64>
  }
  func.func private @expected() -> tensor<16xf64> {
    %c = stablehlo.constant dense<[4.566666666666667e-01, 5.8e-01, 7.033333333333333e-01, 8.266666666666667e-01, 9.500000000000001e-01, 1.0733333333333333e+00, 1.1966666666666665e+00, 1.32e+00, 1.4433333333333334e+00, 1.5666666666666667e+00, 1.6900000000000002e+00, 1.8133333333333332e+00, 1.9366666666666665e+00, 2.06e+00, 2.183333333333333e+00, 2.3066666666666666e+00]> : tensor<16xf64>
    return %c : tensor<16xf64>
  }
  func.func public @main() -> tensor<16xf64> {
    %a:2 = call @inputs() : () -> (tensor<16xf64>, tensor<f64>)
    %b = stablehlo.broadcast_in_dim %a#1, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %r = stablehlo.divide %a#0, %b : tensor<16xf64>
    %e = call @expected() : () -> tensor<16xf64>
    stablehlo.custom_call @check.expect_eq(%r, %e) {has_side_effect = true} : (tensor<16xf64>, tensor<16xf64>) -> ()
    return %r : tensor<16xf64>
  }
}
