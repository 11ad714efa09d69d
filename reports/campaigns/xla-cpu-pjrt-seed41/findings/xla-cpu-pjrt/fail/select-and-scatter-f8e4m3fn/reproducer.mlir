// hlo-cts reproducer of program-17236/set-1::op3: fail [stablehlo.select_and_scatter (semantics)]
// tier: semantic (stablehlo.select_and_scatter gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.select_and_scatter result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.select_and_scatter element [0] of f8E4M3FN: expected no finite value, or NaN (reference 0x7F (NaN))
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xf8E4M3FN>, tensor<2xf8E4M3FN>, tensor<f8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<[0x7F, 0.000000e+00]> : tensor<2xf8E4M3FN>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FN>
    return %cst, %cst_0, %cst_1 : tensor<5xf8E4M3FN>, tensor<2xf8E4M3FN>, tensor<f8E4M3FN>
  }
  func.func private @expected() -> tensor<5xf8E4M3FN> {
    %cst = stablehlo.constant dense<[0x7F, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<5xf8E4M3FN>
    return %cst : tensor<5xf8E4M3FN>
  }
  func.func public @main() -> tensor<5xf8E4M3FN> {
    %0:3 = call @inputs() : () -> (tensor<5xf8E4M3FN>, tensor<2xf8E4M3FN>, tensor<f8E4M3FN>)
    %1 = "stablehlo.select_and_scatter"(%0#0, %0#1, %0#2) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.compare  EQ, %arg0, %arg1 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.minimum %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<5xf8E4M3FN>, tensor<2xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<5xf8E4M3FN>
    %2 = call @expected() : () -> tensor<5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5xf8E4M3FN>, tensor<5xf8E4M3FN>) -> ()
    return %1 : tensor<5xf8E4M3FN>
  }
}
