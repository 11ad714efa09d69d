// hlo-cts reproducer of program-235::op1: fail [stablehlo.scatter (semantics)]
// tier: ieee-reading (stablehlo.scatter misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (1 with the other sign of zero)
// stablehlo.scatter element [2, 0] of f8E4M3FN: expected exactly 0x80 (-0.000000e+00)
//   actual    0x00 (0.000000e+00)
//   the sign of zero differs
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x5xf8E4M3FN>, tensor<4x4x1xi8>, tensor<4x2x4xf8E4M3FN>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x5xf8E4M3FN>
    %c = stablehlo.constant dense<[[[0], [0], [-1], [0]], [[0], [0], [0], [0]], [[0], [0], [0], [0]], [[0], [0], [0], [0]]]> : tensor<4x4x1xi8>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -2.734380e-02, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<4x2x4xf8E4M3FN>
    return %cst, %c, %cst_0 : tensor<4x5xf8E4M3FN>, tensor<4x4x1xi8>, tensor<4x2x4xf8E4M3FN>
  }
  func.func private @expected() -> tensor<4x5xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x5xf8E4M3FN>
    return %cst : tensor<4x5xf8E4M3FN>
  }
  func.func public @main() -> tensor<4x5xf8E4M3FN> {
    %0:3 = call @inputs() : () -> (tensor<4x5xf8E4M3FN>, tensor<4x4x1xi8>, tensor<4x2x4xf8E4M3FN>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.multiply %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<4x5xf8E4M3FN>, tensor<4x4x1xi8>, tensor<4x2x4xf8E4M3FN>) -> tensor<4x5xf8E4M3FN>
    %2 = call @expected() : () -> tensor<4x5xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x5xf8E4M3FN>, tensor<4x5xf8E4M3FN>) -> ()
    return %1 : tensor<4x5xf8E4M3FN>
  }
}
