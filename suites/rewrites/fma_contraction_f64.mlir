// hlo-cts probe of a compiler rewrite (suites/rewrites/README.md): multiply
// then add in f64, with c = -round(a*b). Op by op, as the spec defines it,
// every result is exactly 0; a backend that contracts the pair into one fused
// multiply-add gives the product's rounding error instead. Under a profile
// that declares the rewrite (fma_contraction=allow) it passes; under strict it
// fails, and the failure names the mechanism.
module {
  func.func private @inputs() -> (tensor<16xf64>, tensor<16xf64>, tensor<16xf64>) {
    %c0 = stablehlo.constant dense<[-3.335064018118061e+00, 3.16755446600294e+00, -5.604104636173171e-01, -2.8184696003032474e+00, 1.386898858207286e+00, -2.3822717776956948e+00, 3.2114486295054157e+00, -2.2628139406517747e+00, -3.7354025009805705e+00, -2.3938483667102455e+00, -1.2340170099548837e+00, -2.4873469262012282e-01, 3.249074711164485e+00, 1.578888709890382e+00, -1.2854347140604379e+00, -3.8649822792200172e+00]> : tensor<16xf64>
    %c1 = stablehlo.constant dense<[-2.721410447160152e+00, 3.971487004317364e+00, -3.2227216085452337e-01, 1.5283193305500742e+00, -3.562655508785296e+00, -3.727597768423699e+00, 2.7671208515604597e+00, 7.03055525334884e-01, -1.5303220543635039e+00, -1.4609868937493005e+00, -3.28610196465801e+00, -2.6186431911313965e+00, -3.8033111402785096e+00, 2.7129987869822534e+00, -2.6957442237467877e-01, -2.982376671531757e+00]> : tensor<16xf64>
    %c2 = stablehlo.constant dense<[-9.076078060854405e+00, -1.2579901397198105e+01, -1.8060469107543803e-01, 4.307521572711194e+00, 4.941042857320225e+00, -8.88015096231723e+00, -8.886466466419698e+00, 1.5908838437800326e+00, -5.716368829175157e+00, -3.497381089386838e+00, -4.055105720834146e+00, -6.513474092278455e-01, 1.2357242044569066e+01, -4.283523154712582e+00, -3.465203205432029e-01, -1.1526832985429419e+01]> : tensor<16xf64>
    return %c0, %c1, %c2 : tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
  }
  func.func private @expected() -> tensor<16xf64> {
    %c = stablehlo.constant dense<[0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00]> : tensor<16xf64>
    return %c : tensor<16xf64>
  }
  func.func public @main() -> tensor<16xf64> {
    %a:3 = call @inputs() : () -> (tensor<16xf64>, tensor<16xf64>, tensor<16xf64>)
    %m = stablehlo.multiply %a#0, %a#1 : tensor<16xf64>
    %r = stablehlo.add %m, %a#2 : tensor<16xf64>
    %e = call @expected() : () -> tensor<16xf64>
    stablehlo.custom_call @check.expect_eq(%r, %e) {has_side_effect = true} : (tensor<16xf64>, tensor<16xf64>) -> ()
    return %r : tensor<16xf64>
  }
}
