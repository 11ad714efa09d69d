// hlo-cts reproducer of program-2592: fail [chlo.zeta (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 1 element(s) differ (largest error among them 3 ulp)
// chlo.zeta element [1, 1] of f8E5M2: expected within 0 ulp of the correctly rounded 0x12 (7.324210e-04)
//   actual    0x0F (4.272460e-04)
//   error: 3 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<-5845248488610208166> : tensor<i64>, dense<true> : tensor<3xi1>, dense<[[-1.200000e+01, 2.560000e+02], [-1.562500e-01, 9.600000e+01], [-4.882810e-04, 3.417970e-03], [-1.750000e+00, 8.000000e+00]]> : tensor<4x2xf8E5M2>]"
module {
  func.func public @main(%arg0: tensor<i64>, %arg1: tensor<3xi1>, %arg2: tensor<4x2xf8E5M2>) -> (tensor<3xi1>, tensor<4x2xf8E5M2>, tensor<3xi64>) {
    %cst = stablehlo.constant dense<[[-5.468750e-02, -1.953130e-02, -5.734400e+04], [1.750000e+00, -7.812500e-02, -1.708980e-03], [-7.500000e-01, -1.250000e-01, -3.906250e-02], [-4.375000e-01, -2.000000e+00, -6.103520e-04]]> : tensor<4x3xf8E5M2>
    %0 = stablehlo.dynamic_slice %cst, %arg0, %arg0, sizes = [4, 2] : (tensor<4x3xf8E5M2>, tensor<i64>, tensor<i64>) -> tensor<4x2xf8E5M2>
    %1 = chlo.lgamma %0 : tensor<4x2xf8E5M2> -> tensor<4x2xf8E5M2>
    %2 = stablehlo.dot_general %arg1, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [HIGHEST, DEFAULT] : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %3 = chlo.zeta %1, %arg2 : tensor<4x2xf8E5M2>, tensor<4x2xf8E5M2> -> tensor<4x2xf8E5M2>
    %4 = stablehlo.convert %arg1 : (tensor<3xi1>) -> tensor<3xi64>
    return %2, %3, %4 : tensor<3xi1>, tensor<4x2xf8E5M2>, tensor<3xi64>
  }
}
