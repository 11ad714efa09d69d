// hlo-cts probe of a compiler rewrite (suites/rewrites/README.md): x /
// broadcast(y) in f32, with y = 3. Op by op, as the spec defines it, every
// result is the correctly rounded quotient; a backend that multiplies by the
// rounded reciprocal of the broadcast divisor gives x * round(1/3), one ulp
// off on 5 of the 16 elements. Under a profile that declares the rewrite
// (reciprocal_division=allow) it passes; under strict it fails, and the
// failure names the mechanism.
module {
  func.func private @inputs() -> (tensor<16xf32>, tensor<f32>) {
    %c0 = stablehlo.constant dense<[1.37e+00, 1.74e+00, 2.1100001e+00, 2.48e+00, 2.85e+00, 3.22e+00, 3.5900002e+00, 3.96e+00, 4.33e+00, 4.7e+00, 5.07e+00, 5.44e+00, 5.81e+00, 6.1800003e+00, 6.55e+00, 6.92e+00]> : tensor<16xf32>
    %c1 = stablehlo.constant dense<3.e+00> : tensor<f32>
    return %c0, %c1 : tensor<16xf32>, tensor<f32>
  }
  func.func private @expected() -> tensor<16xf32> {
    %c = stablehlo.constant dense<[4.5666668e-01, 5.8e-01, 7.033334e-01, 8.2666665e-01, 9.5e-01, 1.0733334e+00, 1.1966667e+00, 1.32e+00, 1.4433333e+00, 1.5666666e+00, 1.69e+00, 1.8133334e+00, 1.9366666e+00, 2.0600002e+00, 2.1833334e+00, 2.3066666e+00]> : tensor<16xf32>
    return %c : tensor<16xf32>
  }
  func.func public @main() -> tensor<16xf32> {
    %a:2 = call @inputs() : () -> (tensor<16xf32>, tensor<f32>)
    %b = stablehlo.broadcast_in_dim %a#1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %r = stablehlo.divide %a#0, %b : tensor<16xf32>
    %e = call @expected() : () -> tensor<16xf32>
    stablehlo.custom_call @check.expect_eq(%r, %e) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
    return %r : tensor<16xf32>
  }
}
