// hlo-cts reproducer of program-7144::op1: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sort result 0): 2 element(s) differ (1 NaN(s) where a number is due; 1 number(s) where NaN is due)
// stablehlo.sort element [4, 0, 0] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// stablehlo.sort element [4, 0, 1] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0x7F (NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1x5xf8E4M3FN>, tensor<5x1x5xf8E5M2>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0x7F, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<5x1x5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x1x5xf8E5M2>
    return %cst, %cst_0 : tensor<5x1x5xf8E4M3FN>, tensor<5x1x5xf8E5M2>
  }
  func.func private @expected() -> tensor<5x1x5xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0x7F, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<5x1x5xf8E4M3FN>
    return %cst : tensor<5x1x5xf8E4M3FN>
  }
  func.func public @main() -> tensor<5x1x5xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<5x1x5xf8E4M3FN>, tensor<5x1x5xf8E5M2>)
    %1:2 = "stablehlo.sort"(%0#0, %0#1) ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>, %arg2: tensor<f8E5M2>, %arg3: tensor<f8E5M2>):
      %3 = stablehlo.compare  GT, %arg0, %arg1,  TOTALORDER : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<5x1x5xf8E4M3FN>, tensor<5x1x5xf8E5M2>) -> (tensor<5x1x5xf8E4M3FN>, tensor<5x1x5xf8E5M2>)
    %2 = call @expected() : () -> tensor<5x1x5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<5x1x5xf8E4M3FN>, tensor<5x1x5xf8E4M3FN>) -> ()
    return %1#0 : tensor<5x1x5xf8E4M3FN>
  }
}
