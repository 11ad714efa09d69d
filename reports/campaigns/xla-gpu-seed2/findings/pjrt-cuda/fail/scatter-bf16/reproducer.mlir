// hlo-cts reproducer of program-6022::op3: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest error among them 16246 ulp)
// stablehlo.scatter element [1, 0, 3] of bf16: expected exactly 0x3F76 (9.609370e-01)
//   actual    0x0000 (0.000000e+00)
//   error: 16246 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x5x4xbf16>, tensor<2x5x4xi8>, tensor<2x4x4x1xi8>, tensor<2x4x4x3xbf16>, tensor<2x4x4x3xi8>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x5x4xbf16>
    %c = stablehlo.constant dense<0> : tensor<2x5x4xi8>
    %c_0 = stablehlo.constant dense<[[[[0], [0], [0], [0]], [[0], [0], [0], [0]], [[0], [0], [0], [0]], [[0], [0], [0], [0]]], [[[0], [0], [0], [0]], [[0], [0], [0], [0]], [[0], [0], [0], [0]], [[0], [-2], [0], [0]]]]> : tensor<2x4x4x1xi8>
    %cst_1 = stablehlo.constant dense<[[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]], [[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 9.609370e-01], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]]]> : tensor<2x4x4x3xbf16>
    %c_2 = stablehlo.constant dense<0> : tensor<2x4x4x3xi8>
    return %cst, %c, %c_0, %cst_1, %c_2 : tensor<2x5x4xbf16>, tensor<2x5x4xi8>, tensor<2x4x4x1xi8>, tensor<2x4x4x3xbf16>, tensor<2x4x4x3xi8>
  }
  func.func private @expected() -> tensor<2x5x4xbf16> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 9.609370e-01], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<2x5x4xbf16>
    return %cst : tensor<2x5x4xbf16>
  }
  func.func public @main() -> tensor<2x5x4xbf16> {
    %0:5 = call @inputs() : () -> (tensor<2x5x4xbf16>, tensor<2x5x4xi8>, tensor<2x4x4x1xi8>, tensor<2x4x4x3xbf16>, tensor<2x4x4x3xi8>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], input_batching_dims = [0, 2], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<i8>, %arg2: tensor<bf16>, %arg3: tensor<i8>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<bf16>
      %4 = stablehlo.and %arg1, %arg3 : tensor<i8>
      stablehlo.return %3, %4 : tensor<bf16>, tensor<i8>
    }) : (tensor<2x5x4xbf16>, tensor<2x5x4xi8>, tensor<2x4x4x1xi8>, tensor<2x4x4x3xbf16>, tensor<2x4x4x3xi8>) -> (tensor<2x5x4xbf16>, tensor<2x5x4xi8>)
    %2 = call @expected() : () -> tensor<2x5x4xbf16>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<2x5x4xbf16>, tensor<2x5x4xbf16>) -> ()
    return %1#0 : tensor<2x5x4xbf16>
  }
}
