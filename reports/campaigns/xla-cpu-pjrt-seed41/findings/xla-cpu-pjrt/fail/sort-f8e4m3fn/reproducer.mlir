// hlo-cts reproducer of program-4445::op0: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sort result 0): 2 element(s) differ (1 NaN(s) where a number is due; 1 number(s) where NaN is due)
// stablehlo.sort element [1, 0] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0xFF (-NaN)
//   NaN where a number is due
// stablehlo.sort element [1, 2] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x5xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0xFF, 0.000000e+00, 0.000000e+00]]> : tensor<2x5xf8E4M3FN>
    return %cst : tensor<2x5xf8E4M3FN>
  }
  func.func private @expected() -> tensor<2x5xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0xFF, 0.000000e+00, 0.000000e+00]]> : tensor<2x5xf8E4M3FN>
    return %cst : tensor<2x5xf8E4M3FN>
  }
  func.func public @main() -> tensor<2x5xf8E4M3FN> {
    %0 = call @inputs() : () -> tensor<2x5xf8E4M3FN>
    %1 = "stablehlo.sort"(%0) <{is_stable = true}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.compare  GT, %arg0, %arg1 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<2x5xf8E4M3FN>) -> tensor<2x5xf8E4M3FN>
    %2 = call @expected() : () -> tensor<2x5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x5xf8E4M3FN>, tensor<2x5xf8E4M3FN>) -> ()
    return %1 : tensor<2x5xf8E4M3FN>
  }
}
