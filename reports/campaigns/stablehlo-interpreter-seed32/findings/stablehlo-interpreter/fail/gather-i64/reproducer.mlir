// hlo-cts reproducer of program-18750::op1: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest difference among them 7)
// stablehlo.gather element [0] of i64: expected exactly 7 (0x7)
//   actual    0 (0x0)
//   off by -7
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1xi64>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[[0], [7]]> : tensor<2x1xi64>
    %c_0 = stablehlo.constant dense<[0, 4294967295]> : tensor<2xui32>
    return %c, %c_0 : tensor<2x1xi64>, tensor<2xui32>
  }
  func.func private @expected() -> tensor<1xi64> {
    %c = stablehlo.constant dense<7> : tensor<1xi64>
    return %c : tensor<1xi64>
  }
  func.func public @main() -> tensor<1xi64> {
    %0:2 = call @inputs() : () -> (tensor<2x1xi64>, tensor<2xui32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [1, 0]>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x1xi64>, tensor<2xui32>) -> tensor<1xi64>
    %2 = call @expected() : () -> tensor<1xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xi64>, tensor<1xi64>) -> ()
    return %1 : tensor<1xi64>
  }
}
