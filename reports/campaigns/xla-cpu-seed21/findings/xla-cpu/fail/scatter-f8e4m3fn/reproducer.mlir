// hlo-cts reproducer of program-3681::op2: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 4.1e+03): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 3 element(s) differ (largest error among them 104 ulp)
// stablehlo.scatter element [0, 1, 0] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0xE8 (-6.400000e+01)
//   error: 104 ulp
// stablehlo.scatter element [1, 1, 0] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0xE8 (-6.400000e+01)
//   error: 104 ulp
// stablehlo.scatter element [2, 1, 0] of f8E4M3FN: expected exactly 0x00 (0.000000e+00)
//   actual    0xE8 (-6.400000e+01)
//   error: 104 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x2x2xf8E4M3FN>, tensor<2x4x2xf8E4M3FN>, tensor<2x2x1xi64>) {
    %cst = stablehlo.constant dense<-6.400000e+01> : tensor<5x2x2xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x2xf8E4M3FN>
    %c = stablehlo.constant dense<[[[0], [-1]], [[0], [0]]]> : tensor<2x2x1xi64>
    return %cst, %cst_0, %c : tensor<5x2x2xf8E4M3FN>, tensor<2x4x2xf8E4M3FN>, tensor<2x2x1xi64>
  }
  func.func private @expected() -> tensor<5x2x2xf8E4M3FN> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [-6.400000e+01, 0.000000e+00]], [[-6.400000e+01, -6.400000e+01], [-6.400000e+01, -6.400000e+01]]]> : tensor<5x2x2xf8E4M3FN>
    return %cst : tensor<5x2x2xf8E4M3FN>
  }
  func.func public @main() -> tensor<5x2x2xf8E4M3FN> {
    %0:3 = call @inputs() : () -> (tensor<5x2x2xf8E4M3FN>, tensor<2x4x2xf8E4M3FN>, tensor<2x2x1xi64>)
    %1 = "stablehlo.scatter"(%0#0, %0#2, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [1, 2], scatter_indices_batching_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<f8E4M3FN>, %arg1: tensor<f8E4M3FN>):
      %3 = stablehlo.maximum %arg0, %arg1 : tensor<f8E4M3FN>
      stablehlo.return %3 : tensor<f8E4M3FN>
    }) : (tensor<5x2x2xf8E4M3FN>, tensor<2x2x1xi64>, tensor<2x4x2xf8E4M3FN>) -> tensor<5x2x2xf8E4M3FN>
    %2 = call @expected() : () -> tensor<5x2x2xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x2x2xf8E4M3FN>, tensor<5x2x2xf8E4M3FN>) -> ()
    return %1 : tensor<5x2x2xf8E4M3FN>
  }
}
