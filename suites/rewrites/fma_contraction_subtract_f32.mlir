// hlo-cts probe of a compiler rewrite (suites/rewrites/README.md): c - a*b in
// f32, with c = round(a*b). Op by op, as the spec defines it, every result is
// exactly 0; a backend that contracts the pair into one fused multiply-add
// gives the product's rounding error, negated. Under a profile that declares
// the rewrite (fma_contraction=allow) it passes; under strict it fails, and
// the failure names the mechanism.
module {
  func.func private @inputs() -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %c0 = stablehlo.constant dense<[-2.9714384e+00, -5.7771006e-03, 8.1198686e-01, -3.770488e+00, -2.8165913e+00, 3.4256883e+00, -3.4366355e+00, -2.9618084e+00, 3.5866277e+00, 9.7506875e-01, -1.048055e+00, 9.1120176e-02, 1.3027437e+00, -1.7975295e+00, -2.8962555e+00, 2.3043168e+00]> : tensor<16xf32>
    %c1 = stablehlo.constant dense<[1.3628846e+00, 9.905851e-02, 2.5338914e+00, 3.9260215e-01, 3.847309e+00, -2.3639243e+00, 4.298429e-01, -1.3100243e-01, -1.1738012e+00, 7.3276246e-01, -2.1175902e+00, 2.4176214e+00, 2.9386685e+00, -2.9699225e+00, -2.6341435e-01, -1.7828408e+00]> : tensor<16xf32>
    %c2 = stablehlo.constant dense<[-4.049728e+00, -5.7227095e-04, 2.0574865e+00, -1.4803017e+00, -1.0836297e+01, -8.098067e+00, -1.4772134e+00, 3.880041e-01, -4.2099876e+00, 7.1449375e-01, 2.219351e+00, 2.2029409e-01, 3.8283317e+00, 5.3385234e+00, 7.6291525e-01, -4.10823e+00]> : tensor<16xf32>
    return %c0, %c1, %c2 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @expected() -> tensor<16xf32> {
    %c = stablehlo.constant dense<[0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00, 0.e+00]> : tensor<16xf32>
    return %c : tensor<16xf32>
  }
  func.func public @main() -> tensor<16xf32> {
    %a:3 = call @inputs() : () -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %m = stablehlo.multiply %a#0, %a#1 : tensor<16xf32>
    %r = stablehlo.subtract %a#2, %m : tensor<16xf32>
    %e = call @expected() : () -> tensor<16xf32>
    stablehlo.custom_call @check.expect_eq(%r, %e) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
    return %r : tensor<16xf32>
  }
}
