// hlo-cts reproducer of program-10933/set-1::op2: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sort result 0): 2 element(s) differ (1 NaN(s) where a number is due; 1 number(s) where NaN is due)
// stablehlo.sort element [0, 0] of bf16: expected exactly 0x7F81 (NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// stablehlo.sort element [1, 0] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7F81 (NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x1xbf16> {
    %cst = stablehlo.constant dense<[[0x7F81], [0.000000e+00]]> : tensor<2x1xbf16>
    return %cst : tensor<2x1xbf16>
  }
  func.func private @expected() -> tensor<2x1xbf16> {
    %cst = stablehlo.constant dense<[[0x7F81], [0.000000e+00]]> : tensor<2x1xbf16>
    return %cst : tensor<2x1xbf16>
  }
  func.func public @main() -> tensor<2x1xbf16> {
    %0 = call @inputs() : () -> tensor<2x1xbf16>
    %1 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %3 = stablehlo.compare  LT, %arg0, %arg1 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<2x1xbf16>) -> tensor<2x1xbf16>
    %2 = call @expected() : () -> tensor<2x1xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1xbf16>, tensor<2x1xbf16>) -> ()
    return %1 : tensor<2x1xbf16>
  }
}
