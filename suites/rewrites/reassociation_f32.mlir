// hlo-cts probe of a compiler rewrite (suites/rewrites/README.md): the sum
// (a + b) + c in f32 with b = -a and c far below a's ulp. Op by op, as the
// spec defines each add, every result is exactly c; a backend that
// reassociates the chain (fast-math) computes a + (b + c) or (a + c) + b,
// and c is lost: 0. Under a profile that declares the rewrite
// (reassociation=allow) it passes; under strict it fails, and the failure
// names the mechanism.
module {
  func.func private @inputs() -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %c0 = stablehlo.constant dense<[1.000000000e+08, 2.000000000e+08, 3.000000000e+08, 4.000000000e+08, 5.000000000e+08, 6.000000000e+08, 7.000000000e+08, 8.000000000e+08, 9.000000000e+08, 1.000000000e+09, 1.100000000e+09, 1.200000000e+09, 1.300000000e+09, 1.400000000e+09, 1.500000000e+09, 1.600000000e+09]> : tensor<16xf32>
    %c1 = stablehlo.constant dense<[-1.000000000e+08, -2.000000000e+08, -3.000000000e+08, -4.000000000e+08, -5.000000000e+08, -6.000000000e+08, -7.000000000e+08, -8.000000000e+08, -9.000000000e+08, -1.000000000e+09, -1.100000000e+09, -1.200000000e+09, -1.300000000e+09, -1.400000000e+09, -1.500000000e+09, -1.600000000e+09]> : tensor<16xf32>
    %c2 = stablehlo.constant dense<[2.000000030e-01, 4.000000060e-01, 6.000000238e-01, 8.000000119e-01, 1.000000000e+00, 1.200000048e+00, 1.399999976e+00, 1.600000024e+00, 1.799999952e+00, 2.000000000e+00, 2.200000048e+00, 2.400000095e+00, 2.599999905e+00, 2.799999952e+00, 3.000000000e+00, 3.200000048e+00]> : tensor<16xf32>
    return %c0, %c1, %c2 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @expected() -> tensor<16xf32> {
    %c = stablehlo.constant dense<[2.000000030e-01, 4.000000060e-01, 6.000000238e-01, 8.000000119e-01, 1.000000000e+00, 1.200000048e+00, 1.399999976e+00, 1.600000024e+00, 1.799999952e+00, 2.000000000e+00, 2.200000048e+00, 2.400000095e+00, 2.599999905e+00, 2.799999952e+00, 3.000000000e+00, 3.200000048e+00]> : tensor<16xf32>
    return %c : tensor<16xf32>
  }
  func.func public @main() -> tensor<16xf32> {
    %a:3 = call @inputs() : () -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %s = stablehlo.add %a#0, %a#1 : tensor<16xf32>
    %r = stablehlo.add %s, %a#2 : tensor<16xf32>
    %e = call @expected() : () -> tensor<16xf32>
    stablehlo.custom_call @check.expect_eq(%r, %e) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
    return %r : tensor<16xf32>
  }
}
