// hlo-cts reproducer of program-6470::op0: fail [chlo.broadcast_atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.broadcast_atan2 result 0): 40 element(s) differ (largest error among them 1 ulp)
// stablehlo.atan2 element [0, 0, 0] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 0, 1] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 0, 2] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 0, 3] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 0, 4] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 1, 0] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 1, 1] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 1, 2] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 1, 3] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// stablehlo.atan2 element [0, 1, 4] of f8E4M3FN: expected within 0 ulp of the correctly rounded 0xBD (-1.625000e+00)
//   actual    0xBC (-1.500000e+00)
//   error: 1 ulp
// ... and 30 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x2x5xf8E4M3FN>, tensor<4x2x5xf8E4M3FN>) {
    %cst = stablehlo.constant dense<-1.200000e+02> : tensor<4x2x5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<9.375000e-01> : tensor<4x2x5xf8E4M3FN>
    return %cst, %cst_0 : tensor<4x2x5xf8E4M3FN>, tensor<4x2x5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<4x2x5xf8E4M3FN> {
    %cst = stablehlo.constant dense<-1.625000e+00> : tensor<4x2x5xf8E4M3FN>
    return %cst : tensor<4x2x5xf8E4M3FN>
  }
  func.func public @main() -> tensor<4x2x5xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<4x2x5xf8E4M3FN>, tensor<4x2x5xf8E4M3FN>)
    %1 = chlo.broadcast_atan2 %0#0, %0#1 : (tensor<4x2x5xf8E4M3FN>, tensor<4x2x5xf8E4M3FN>) -> tensor<4x2x5xf8E4M3FN>
    %2 = call @expected() : () -> tensor<4x2x5xf8E4M3FN>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<4x2x5xf8E4M3FN>, tensor<4x2x5xf8E4M3FN>) -> ()
    return %1 : tensor<4x2x5xf8E4M3FN>
  }
}
