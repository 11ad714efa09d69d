// hlo-cts reproducer of program-18148::op2: fail [stablehlo.gather (semantics)]
// tier: semantic (stablehlo.gather moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.gather result 0): 1 element(s) differ (largest error among them 13 ulp)
// stablehlo.gather element [0, 0] of f8E5M2: expected exactly 0x8D (-3.051760e-04)
//   actual    0x00 (0.000000e+00)
//   error: 13 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x2x2xf8E5M2>, tensor<2x1x2xui8>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, -3.051760e-04], [0.000000e+00, 0.000000e+00]]]> : tensor<1x2x2xf8E5M2>
    %c = stablehlo.constant dense<[[[254, 0]], [[0, 0]]]> : tensor<2x1x2xui8>
    return %cst, %c : tensor<1x2x2xf8E5M2>, tensor<2x1x2xui8>
  }
  func.func private @expected() -> tensor<2x1xf8E5M2> {
    %cst = stablehlo.constant dense<[[-3.051760e-04], [0.000000e+00]]> : tensor<2x1xf8E5M2>
    return %cst : tensor<2x1xf8E5M2>
  }
  func.func public @main() -> tensor<2x1xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<1x2x2xf8E5M2>, tensor<2x1x2xui8>)
    %1 = "stablehlo.gather"(%0#0, %0#1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x2x2xf8E5M2>, tensor<2x1x2xui8>) -> tensor<2x1xf8E5M2>
    %2 = call @expected() : () -> tensor<2x1xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x1xf8E5M2>, tensor<2x1xf8E5M2>) -> ()
    return %1 : tensor<2x1xf8E5M2>
  }
}
