// hlo-cts reproducer of program-10703::op1: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather gives a wrong boolean; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.gather element [0, 1] of i1: expected exactly 0 (0x0)
//   actual    1 (0x1)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1x2xi1>, tensor<1x1xui32>) {
    %c = stablehlo.constant dense<[[[false, false]], [[true, false]]]> : tensor<2x1x2xi1>
    %c_0 = stablehlo.constant dense<3944846601> : tensor<1x1xui32>
    return %c, %c_0 : tensor<2x1x2xi1>, tensor<1x1xui32>
  }
  func.func private @expected() -> tensor<1x2xi1> {
    %c = stablehlo.constant dense<false> : tensor<1x2xi1>
    return %c : tensor<1x2xi1>
  }
  func.func public @main() -> tensor<1x2xi1> {
    %0:2 = call @inputs() : () -> (tensor<2x1x2xi1>, tensor<1x1xui32>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x1x2xi1>, tensor<1x1xui32>) -> tensor<1x2xi1>
    %2 = call @expected() : () -> tensor<1x2xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2xi1>, tensor<1x2xi1>) -> ()
    return %1 : tensor<1x2xi1>
  }
}
