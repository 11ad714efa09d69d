// hlo-cts reproducer of program-1129/set-1::op0: fail [stablehlo.compare (semantics)]
// tier: semantic (stablehlo.compare gives a wrong boolean; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.compare result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.compare element [0] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0xFF> : tensor<1xf8E4M3FN>
    return %cst, %cst_0 : tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>
  }
  func.func private @expected() -> tensor<1xi1> {
    %c = stablehlo.constant dense<false> : tensor<1xi1>
    return %c : tensor<1xi1>
  }
  func.func public @main() -> tensor<1xi1> {
    %0:2 = call @inputs() : () -> (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>)
    %1 = stablehlo.compare  GT, %0#0, %0#1 : (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) -> tensor<1xi1>
    %2 = call @expected() : () -> tensor<1xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xi1>, tensor<1xi1>) -> ()
    return %1 : tensor<1xi1>
  }
}
