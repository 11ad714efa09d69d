// hlo-cts reproducer of program-7754/set-1::op1: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 2 element(s) differ (largest difference among them 126)
// stablehlo.gather element [0] of i8: expected exactly 126 (0x7E)
//   actual    0 (0x0)
//   off by -126
// stablehlo.gather element [1] of i8: expected exactly 0 (0x0)
//   actual    126 (0x7E)
//   off by 126
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x3xi8>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[[0, 126, 0]]> : tensor<1x3xi8>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<1xui32>
    return %c, %c_0 : tensor<1x3xi8>, tensor<1xui32>
  }
  func.func private @expected() -> tensor<2xi8> {
    %c = stablehlo.constant dense<[126, 0]> : tensor<2xi8>
    return %c : tensor<2xi8>
  }
  func.func public @main() -> tensor<2xi8> {
    %0:2 = call @inputs() : () -> (tensor<1x3xi8>, tensor<1xui32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [1]>, slice_sizes = array<i64: 1, 2>}> : (tensor<1x3xi8>, tensor<1xui32>) -> tensor<2xi8>
    %2 = call @expected() : () -> tensor<2xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xi8>, tensor<2xi8>) -> ()
    return %1 : tensor<2xi8>
  }
}
