// hlo-cts reproducer of program-6886: fail [chlo.digamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 1 element(s) differ (largest error among them 1 ulp)
// chlo.digamma element [0, 0] of bf16: expected within 0 ulp of the correctly rounded 0x3ED6 (4.179690e-01)
//   actual    0x3ED7 (4.199220e-01)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[-1.882810e+00, 2.256000e+03], [-5.000000e-01, 1.625000e+01], [-2.697750e-02, 9.183550e-41], [-8.000000e+00, -0.000000e+00], [7.264000e+03, 1.175490e-38]]> : tensor<5x2xbf16>, dense<-177412027> : tensor<1xi32>, dense<7> : tensor<i32>, dense<[[6.500240e-03, 2.000000e+00], [0x7F81, -2.000000e+00], [-1.983640e-03, -1.268750e+01], [-5.531310e-04, 1.490000e+02], [-4.000000e+00, -1.175490e-38]]> : tensor<5x2xbf16>]"
module {
  func.func public @main(%arg0: tensor<5x2xbf16>, %arg1: tensor<1xi32>, %arg2: tensor<i32>, %arg3: tensor<5x2xbf16>) -> (tensor<1xcomplex<f64>>, tensor<5x2xbf16>, tensor<1xi32>, tensor<5x2xbf16>) {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<5x2xbf16>
    %cst = stablehlo.constant dense<(-0.000000e+00,-0.12364486341904421)> : tensor<1xcomplex<f64>>
    %1 = chlo.erfc %0 : tensor<5x2xbf16> -> tensor<5x2xbf16>
    %2 = chlo.digamma %1 : tensor<5x2xbf16> -> tensor<5x2xbf16>
    %3 = chlo.broadcast_divide %arg1, %arg2 : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.negate %arg3 : tensor<5x2xbf16>
    return %cst, %2, %3, %4 : tensor<1xcomplex<f64>>, tensor<5x2xbf16>, tensor<1xi32>, tensor<5x2xbf16>
  }
}
