// hlo-cts reproducer of program-6805/set-1: fail [stablehlo.sine (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: an approximation within the 2 eps XLA's exhaustive tests allow stablehlo.sine
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.sine element [4] of f8E5M2: expected within 0 ulp of the correctly rounded 0x3C (1.000000e+00)
//   actual    0x3B (8.750000e-01)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[0x7C, -1.525880e-05, -1.500000e+00, 3.906250e-03, 4.000000e+00]> : tensor<5xf8E5M2>, dense<[0, 1, -2147483647, -1, -2147483647]> : tensor<5xi32>, dense<-9223372036854775807> : tensor<i64>, dense<[1, 2147483646, 1, 2147483647, 0]> : tensor<5xi32>]"
module {
  func.func public @main(%arg0: tensor<5xf8E5M2>, %arg1: tensor<5xi32>, %arg2: tensor<i64>, %arg3: tensor<5xi32>) -> (tensor<5xf8E5M2>, tensor<5xi32>, tensor<5xf8E5M2>, tensor<0xcomplex<f64>>, tensor<5xi32>) {
    %0 = chlo.tan %arg0 : tensor<5xf8E5M2> -> tensor<5xf8E5M2>
    %1 = stablehlo.sine %0 : tensor<5xf8E5M2>
    %2 = stablehlo.reverse %arg1, dims = [0] : tensor<5xi32>
    %3 = "stablehlo.collective_permute"(%arg0) <{source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<5xf8E5M2>) -> tensor<5xf8E5M2>
    %cst = stablehlo.constant dense<(3.8661096909183748,0.054109406488350331)> : tensor<1xcomplex<f64>>
    %4 = stablehlo.dynamic_slice %cst, %arg2, sizes = [0] : (tensor<1xcomplex<f64>>, tensor<i64>) -> tensor<0xcomplex<f64>>
    %5 = stablehlo.minimum %arg3, %arg3 : tensor<5xi32>
    return %1, %2, %3, %4, %5 : tensor<5xf8E5M2>, tensor<5xi32>, tensor<5xf8E5M2>, tensor<0xcomplex<f64>>, tensor<5xi32>
  }
}
