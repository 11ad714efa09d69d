// hlo-cts reproducer of program-1495: fail [chlo.broadcast_multiply (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): 1 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_multiply element [] of f8E4M3FN: expected exactly 0x04 (7.812500e-03)
//   actual    0x05 (9.765620e-03)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<9.375000e-02> : tensor<f8E4M3FN>]"
module {
  func.func public @main(%arg0: tensor<f8E4M3FN>) -> (tensor<f8E4M3FN>, tensor<f8E4M3FN>, tensor<5x3xf32>) {
    %0 = chlo.tan %arg0 : tensor<f8E4M3FN> -> tensor<f8E4M3FN>
    %1 = chlo.broadcast_multiply %0, %arg0 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<f8E4M3FN>
    %2 = chlo.broadcast_atan2 %0, %0 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<f8E4M3FN>
    %3 = chlo.constant dense<[[0.140439838, 0.777335882, -2.500000e+00], [-436.08194, -0.0223428477, 1.17549421E-38], [-4.000000e+00, -170.656265, -0.106024079], [-6099.87109, 7.61402606, 0.00222444627], [-53.7116585, 3.906250e-03, -103.982193]]> : tensor<5x3xf32>
    return %1, %2, %3 : tensor<f8E4M3FN>, tensor<f8E4M3FN>, tensor<5x3xf32>
  }
}
