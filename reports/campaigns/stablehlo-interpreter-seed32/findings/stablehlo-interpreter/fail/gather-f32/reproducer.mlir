// hlo-cts reproducer of program-14::op2: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest error among them 1160080480 ulp)
// stablehlo.gather element [0, 1] of f32: expected exactly 0xC5256C60 (-2646.77344)
//   actual    0x00000000 (0.000000e+00)
//   error: 1160080480 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x2x2xf32>, tensor<2x1xui8>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, -2646.77344], [0.000000e+00, 0.000000e+00]]]> : tensor<2x2x2xf32>
    %c = stablehlo.constant dense<[[171], [0]]> : tensor<2x1xui8>
    return %cst, %c : tensor<2x2x2xf32>, tensor<2x1xui8>
  }
  func.func private @expected() -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<[[0.000000e+00, -2646.77344], [0.000000e+00, 0.000000e+00]]> : tensor<2x2xf32>
    return %cst : tensor<2x2xf32>
  }
  func.func public @main() -> tensor<2x2xf32> {
    %0:2 = call @inputs() : () -> (tensor<2x2x2xf32>, tensor<2x1xui8>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x2x2xf32>, tensor<2x1xui8>) -> tensor<2x2xf32>
    %2 = call @expected() : () -> tensor<2x2xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
    return %1 : tensor<2x2xf32>
  }
}
