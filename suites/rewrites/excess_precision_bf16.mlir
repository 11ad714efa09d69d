// hlo-cts probe of a compiler rewrite (suites/rewrites/README.md): multiply
// then add in bf16, with c = -round(a*b). Op by op, as the spec defines it,
// every result is exactly 0; a backend that computes bf16 arithmetic in f32
// and rounds once at the end gives the product's rounding error instead (14 of
// the 16 elements nonzero). Under a profile that declares the rewrite
// (excess_precision=allow) it passes; under strict it fails, and the failure
// names the mechanism.
module {
  func.func private @inputs() -> (tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>) {
    %c0 = stablehlo.constant dense<[3.421875e+00, 3.421875e+00, 2.546875e+00, 1.859375e+00, 1.1640625e+00, 2.15625e+00, 2.21875e+00, 1.1328125e+00, 1.1484375e+00, 4.e+00, 2.953125e+00, 1.703125e+00, 2.3125e+00, 3.921875e+00, 3.6875e+00, 3.53125e+00]> : tensor<16xbf16>
    %c1 = stablehlo.constant dense<[2.171875e+00, 2.484375e+00, 3.03125e+00, 1.1796875e+00, 2.671875e+00, 1.8125e+00, 3.640625e+00, 1.1953125e+00, 3.03125e+00, 3.609375e+00, 1.6796875e+00, 3.6875e+00, 3.609375e+00, 1.0546875e+00, 3.125e+00, 1.e+00]> : tensor<16xbf16>
    %c2 = stablehlo.constant dense<[-7.4375e+00, -8.5e+00, -7.71875e+00, -2.1875e+00, -3.109375e+00, -3.90625e+00, -8.0625e+00, -1.3515625e+00, -3.484375e+00, -1.44375e+01, -4.96875e+00, -6.28125e+00, -8.375e+00, -4.125e+00, -1.15e+01, -3.53125e+00]> : tensor<16xbf16>
    return %c0, %c1, %c2 : tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>
  }
  func.func private @expected() -> tensor<16xbf16> {
    %c = stablehlo.constant dense<[0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00]> : tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func public @main() -> tensor<16xbf16> {
    %a:3 = call @inputs() : () -> (tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>)
    %m = stablehlo.multiply %a#0, %a#1 : tensor<16xbf16>
    %r = stablehlo.add %m, %a#2 : tensor<16xbf16>
    %e = call @expected() : () -> tensor<16xbf16>
    stablehlo.custom_call @check.expect_eq(%r, %e) {has_side_effect = true} : (tensor<16xbf16>, tensor<16xbf16>) -> ()
    return %r : tensor<16xbf16>
  }
}
