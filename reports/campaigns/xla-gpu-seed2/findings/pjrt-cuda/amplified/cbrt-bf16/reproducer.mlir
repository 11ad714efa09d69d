// hlo-cts reproducer of program-5569: fail [stablehlo.cbrt (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 1 (result 1): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.cbrt element [1, 0, 0] of bf16: expected within 0 ulp of the correctly rounded 0x3FF4 (1.906250e+00)
//   actual    0x3FF5 (1.914060e+00)
//   error: 1 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<[[[-3.531250e+00]], [[1.080000e+03]], [[2.500000e+00]], [[5.218510e-03]]]> : tensor<4x1x1xbf16>]"
module {
  func.func public @main(%arg0: tensor<4x1x1xbf16>) -> (tensor<1x4x1xbf16>, tensor<4x1x1xbf16>, tensor<4x1x1xbf16>, tensor<3x5x2xf16>) {
    %0 = chlo.digamma %arg0 : tensor<4x1x1xbf16> -> tensor<4x1x1xbf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 0, 2] : (tensor<4x1x1xbf16>) -> tensor<1x4x1xbf16>
    %2 = stablehlo.cbrt %0 : tensor<4x1x1xbf16>
    %3 = "stablehlo.all_to_all"(%arg0) <{split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 1 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4x1x1xbf16>) -> tensor<4x1x1xbf16>
    %c = stablehlo.constant dense<[3, 5, 2]> : tensor<3xi32>
    %4 = stablehlo.dynamic_iota %c, dim = 1 : (tensor<3xi32>) -> tensor<3x5x2xf16>
    return %1, %2, %3, %4 : tensor<1x4x1xbf16>, tensor<4x1x1xbf16>, tensor<4x1x1xbf16>, tensor<3x5x2xf16>
  }
}
