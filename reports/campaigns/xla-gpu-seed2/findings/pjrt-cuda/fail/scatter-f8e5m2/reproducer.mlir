// hlo-cts reproducer of program-3036/set-1::op2: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 18 element(s) differ (largest error among them 60 ulp)
// stablehlo.scatter element [1, 0, 0] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [1, 0, 1] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [1, 0, 2] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [1, 1, 0] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [1, 1, 1] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [1, 1, 2] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [2, 0, 0] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [2, 0, 1] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [2, 0, 2] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [2, 1, 0] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// ... and 8 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x2x3xf8E5M2>, tensor<4x2x3xui8>, tensor<3x2x1xui8>, tensor<4x3x2xui8>, tensor<4x3x2xf8E5M2>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x2x3xf8E5M2>
    %c = stablehlo.constant dense<0> : tensor<4x2x3xui8>
    %c_0 = stablehlo.constant dense<1> : tensor<3x2x1xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<4x3x2xui8>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<4x3x2xf8E5M2>
    return %cst, %c, %c_0, %c_1, %cst_2 : tensor<4x2x3xf8E5M2>, tensor<4x2x3xui8>, tensor<3x2x1xui8>, tensor<4x3x2xui8>, tensor<4x3x2xf8E5M2>
  }
  func.func private @expected() -> tensor<4x2x3xf8E5M2> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]], [[1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]], [[1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00]]]> : tensor<4x2x3xf8E5M2>
    return %cst : tensor<4x2x3xf8E5M2>
  }
  func.func public @main() -> tensor<4x2x3xf8E5M2> {
    %0:5 = call @inputs() : () -> (tensor<4x2x3xf8E5M2>, tensor<4x2x3xui8>, tensor<3x2x1xui8>, tensor<4x3x2xui8>, tensor<4x3x2xf8E5M2>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#4, %0#3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], input_batching_dims = [1, 2], scatter_indices_batching_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<ui8>, %arg2: tensor<f8E5M2>, %arg3: tensor<ui8>):
      %3 = stablehlo.maximum %arg0, %arg2 : tensor<f8E5M2>
      %4 = stablehlo.multiply %arg1, %arg3 : tensor<ui8>
      stablehlo.return %3, %4 : tensor<f8E5M2>, tensor<ui8>
    }) : (tensor<4x2x3xf8E5M2>, tensor<4x2x3xui8>, tensor<3x2x1xui8>, tensor<4x3x2xf8E5M2>, tensor<4x3x2xui8>) -> (tensor<4x2x3xf8E5M2>, tensor<4x2x3xui8>)
    %2 = call @expected() : () -> tensor<4x2x3xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<4x2x3xf8E5M2>, tensor<4x2x3xf8E5M2>) -> ()
    return %1#0 : tensor<4x2x3xf8E5M2>
  }
}
