// hlo-cts reproducer of program-17364: fail [chlo.erfc (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: consistent with: an approximation within the 35 eps XLA's exhaustive tests allow chlo.erfc
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 3 (result 3): 1 element(s) differ (largest error among them 27 ulp)
// chlo.erfc element [2] of bf16: expected within 1 ulp of the correctly rounded 0x1A9D (6.493370e-23)
//   actual    0x1A82 (5.376670e-23)
//   error: 27 ulp
// 
// Run on the oracle: hlo-cts interpret FILE --args="[dense<81> : tensor<i8>, dense<[2.330000e+02, 4.000000e+00, 4.875000e+01]> : tensor<3xbf16>, dense<[[0, 254, 143, 5]]> : tensor<1x4xui8>, dense<[[[1], [3445798525], [1744845708], [5]], [[2409151230], [1], [0], [661807648]], [[8], [0], [3], [153746185]], [[0], [5], [1], [4294967294]]]> : tensor<4x4x1xui32>, dense<[8.000000e+01, 0xFF, -5.000000e-01, 2.500000e+00, 2.000000e+00]> : tensor<5xf8E5M2>]"
module {
  func.func public @main(%arg0: tensor<i8>, %arg1: tensor<3xbf16>, %arg2: tensor<1x4xui8>, %arg3: tensor<4x4x1xui32>, %arg4: tensor<5xf8E5M2>) -> (tensor<i8>, tensor<1x4xui8>, tensor<4x1x4xui32>, tensor<3xbf16>, tensor<5xf8E5M2>) {
    %0 = chlo.broadcast_xor %arg0, %arg0 : (tensor<i8>, tensor<i8>) -> tensor<i8>
    %1 = stablehlo.sqrt %arg1 : tensor<3xbf16>
    %2 = stablehlo.and %arg2, %arg2 : tensor<1x4xui8>
    %3 = stablehlo.transpose %arg3, dims = [1, 2, 0] : (tensor<4x4x1xui32>) -> tensor<4x1x4xui32>
    %4 = chlo.erfc %1 : tensor<3xbf16> -> tensor<3xbf16>
    %5 = chlo.broadcast_multiply %arg4, %arg4 : (tensor<5xf8E5M2>, tensor<5xf8E5M2>) -> tensor<5xf8E5M2>
    return %0, %2, %3, %4, %5 : tensor<i8>, tensor<1x4xui8>, tensor<4x1x4xui32>, tensor<3xbf16>, tensor<5xf8E5M2>
  }
}
