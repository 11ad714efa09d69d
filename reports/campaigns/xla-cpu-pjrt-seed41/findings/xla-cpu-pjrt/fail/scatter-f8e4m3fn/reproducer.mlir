// hlo-cts reproducer of program-6278::op0: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (1 number(s) where NaN is due)
// stablehlo.scatter element [3, 0, 2] of f8E4M3FN: expected exactly 0x7F (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x1x3xf8E4M3FN>, tensor<4x1x1x1xui8>, tensor<4x3x1x1xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x1x3xf8E4M3FN>
    %c = stablehlo.constant dense<0> : tensor<4x1x1x1xui8>
    %cst_0 = stablehlo.constant dense<[[[[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]]], [[[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]]], [[[0.000000e+00]], [[0.000000e+00]], [[0.000000e+00]]], [[[0.000000e+00]], [[0.000000e+00]], [[0x7F]]]]> : tensor<4x3x1x1xf8E4M3FN>
    return %cst, %c, %cst_0 : tensor<4x1x3xf8E4M3FN>, tensor<4x1x1x1xui8>, tensor<4x3x1x1xf8E4M3FN>
  }
  func.func private @expected() -> tensor<4x1x3xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0x7F]]]> : tensor<4x1x3xf8E4M3FN>
    return %cst : tensor<4x1x3xf8E4M3FN>
  }
  func.func public @main() -> tensor<4x1x3xf8E4M3FN> {
    %0:3 = call @inputs() : () -> (tensor<4x1x3xf8E4M3FN>, tensor<4x1x1x1xui8>, tensor<4x3x1x1xf8E4M3FN>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 2], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.minimum %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<4x1x3xf8E4M3FN>, tensor<4x1x1x1xui8>, tensor<4x3x1x1xf8E4M3FN>) -> tensor<4x1x3xf8E4M3FN>
    %2 = call @expected() : () -> tensor<4x1x3xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x1x3xf8E4M3FN>, tensor<4x1x3xf8E4M3FN>) -> ()
    return %1 : tensor<4x1x3xf8E4M3FN>
  }
}
