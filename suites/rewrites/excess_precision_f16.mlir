// hlo-cts probe of a compiler rewrite (suites/rewrites/README.md): multiply
// then add in f16, with c = -round(a*b). Op by op, as the spec defines it,
// every result is exactly 0; a backend that computes f16 arithmetic in f32 and
// rounds once at the end gives the product's rounding error instead (16 of the
// 16 elements nonzero). Under a profile that declares the rewrite
// (excess_precision=allow) it passes; under strict it fails, and the failure
// names the mechanism.
module {
  func.func private @inputs() -> (tensor<16xf16>, tensor<16xf16>, tensor<16xf16>) {
    %c0 = stablehlo.constant dense<[3.4140625e+00, 3.4238281e+00, 2.546875e+00, 1.8574219e+00, 1.1621094e+00, 2.1503906e+00, 2.2246094e+00, 1.1357422e+00, 1.1464844e+00, 3.9980469e+00, 2.9570312e+00, 1.703125e+00, 2.3046875e+00, 3.921875e+00, 3.6933594e+00, 3.5332031e+00]> : tensor<16xf16>
    %c1 = stablehlo.constant dense<[2.1777344e+00, 2.4785156e+00, 3.0292969e+00, 1.1826172e+00, 2.6660156e+00, 1.8144531e+00, 3.6386719e+00, 1.1923828e+00, 3.0371094e+00, 3.609375e+00, 1.6816406e+00, 3.6855469e+00, 3.6171875e+00, 1.0556641e+00, 3.1230469e+00, 1.0039062e+00]> : tensor<16xf16>
    %c2 = stablehlo.constant dense<[-7.4335938e+00, -8.484375e+00, -7.7148438e+00, -2.1972656e+00, -3.0976562e+00, -3.9023438e+00, -8.09375e+00, -1.3544922e+00, -3.4824219e+00, -1.44296875e+01, -4.9726562e+00, -6.2773438e+00, -8.3359375e+00, -4.140625e+00, -1.153125e+01, -3.546875e+00]> : tensor<16xf16>
    return %c0, %c1, %c2 : tensor<16xf16>, tensor<16xf16>, tensor<16xf16>
  }
  func.func private @expected() -> tensor<16xf16> {
    %c = stablehlo.constant dense<[0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00]> : tensor<16xf16>
    return %c : tensor<16xf16>
  }
  func.func public @main() -> tensor<16xf16> {
    %a:3 = call @inputs() : () -> (tensor<16xf16>, tensor<16xf16>, tensor<16xf16>)
    %m = stablehlo.multiply %a#0, %a#1 : tensor<16xf16>
    %r = stablehlo.add %m, %a#2 : tensor<16xf16>
    %e = call @expected() : () -> tensor<16xf16>
    stablehlo.custom_call @check.expect_eq(%r, %e) {has_side_effect = true} : (tensor<16xf16>, tensor<16xf16>) -> ()
    return %r : tensor<16xf16>
  }
}
