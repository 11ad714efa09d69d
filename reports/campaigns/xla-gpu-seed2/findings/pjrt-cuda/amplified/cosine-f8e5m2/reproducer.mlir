// hlo-cts reproducer of program-2770/set-1: fail [stablehlo.cosine (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with rewrites upstream that the program allows: subnormal inputs read as zero
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 3 (result 3): 3 element(s) differ (largest error among them 29 ulp)
// stablehlo.cosine element [0, 1, 3] of f8E5M2: expected within 0 ulp of the correctly rounded 0x2D (7.812500e-02)
//   actual    0x10 (4.882810e-04)
//   error: 29 ulp
// stablehlo.cosine element [0, 2, 2] of f8E5M2: expected within 0 ulp of the correctly rounded 0x2D (7.812500e-02)
//   actual    0x10 (4.882810e-04)
//   error: 29 ulp
// stablehlo.cosine element [0, 3, 1] of f8E5M2: expected within 0 ulp of the correctly rounded 0x2D (7.812500e-02)
//   actual    0x10 (4.882810e-04)
//   error: 29 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-4.000000e+00, -0.000000e+00, -6.103520e-05, 0xFC, 4.577640e-05], [-4.577640e-05, -5.734400e+04, 2.000000e+00, -1.000000e+00, 2.560000e+02], [-5.734400e+04, -5.734400e+04, 1.000000e+00, -0.000000e+00, 2.560000e+02], [0xFF, -1.000000e+00, 2.560000e+02, 8.000000e+00, -1.500000e+00]]]> : tensor<1x4x5xf8E5M2>, dense<false> : tensor<i1>, dense<false> : tensor<i1>, dense<[0, -2147483647, 0, 1]> : tensor<4xi32>, dense<[0, 255, 255]> : tensor<3xui8>]"
module {
  func.func public @main(%arg0: tensor<1x4x5xf8E5M2>, %arg1: tensor<i1>, %arg2: tensor<i1>, %arg3: tensor<4xi32>, %arg4: tensor<3xui8>) -> (tensor<4xi64>, tensor<i1>, tensor<4xi32>, tensor<1x4x5xf8E5M2>, tensor<3xui8>) {
    %0 = chlo.asin %arg0 : tensor<1x4x5xf8E5M2> -> tensor<1x4x5xf8E5M2>
    %c = stablehlo.constant dense<[2, -2100168754500716669, -4407488854995459280, -3947984646513259249]> : tensor<4xi64>
    %1 = stablehlo.tuple %c : tuple<tensor<4xi64>>
    %2 = stablehlo.get_tuple_element %1[0] : (tuple<tensor<4xi64>>) -> tensor<4xi64>
    %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.composite "hlo_cts.twice_or_same" %arg3 {decomposition = @decomposition_1} : (tensor<4xi32>) -> tensor<4xi32>
    %5 = stablehlo.cosine %0 : tensor<1x4x5xf8E5M2>
    %c_0 = stablehlo.constant dense<[0, 1, 8]> : tensor<3xui8>
    %6 = chlo.mulhi %c_0, %arg4 : tensor<3xui8>, tensor<3xui8> -> tensor<3xui8>
    return %2, %3, %4, %5, %6 : tensor<4xi64>, tensor<i1>, tensor<4xi32>, tensor<1x4x5xf8E5M2>, tensor<3xui8>
  }
  func.func private @decomposition_1(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    return %arg0 : tensor<4xi32>
  }
}
