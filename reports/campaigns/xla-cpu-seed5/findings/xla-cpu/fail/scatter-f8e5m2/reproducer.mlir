// hlo-cts reproducer of program-512::op5: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 36 element(s) differ (largest error among them 60 ulp)
// stablehlo.scatter element [0, 0, 1] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 0, 2] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 0, 3] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 1, 1] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 1, 2] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 1, 3] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 2, 1] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 2, 2] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 2, 3] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// stablehlo.scatter element [0, 3, 1] of f8E5M2: expected exactly 0x3C (1.000000e+00)
//   actual    0x00 (0.000000e+00)
//   error: 60 ulp
// ... and 26 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4x5xf8E5M2>, tensor<3x5x4xf8E5M2>, tensor<5x1xi64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x4x5xf8E5M2>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x5x4xf8E5M2>
    %c = stablehlo.constant dense<0> : tensor<5x1xi64>
    return %cst, %cst_0, %c : tensor<3x4x5xf8E5M2>, tensor<3x5x4xf8E5M2>, tensor<5x1xi64>
  }
  func.func private @expected() -> tensor<3x4x5xf8E5M2> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x4x5xf8E5M2>
    return %cst : tensor<3x4x5xf8E5M2>
  }
  func.func public @main() -> tensor<3x4x5xf8E5M2> {
    %0:3 = call @inputs() : () -> (tensor<3x4x5xf8E5M2>, tensor<3x5x4xf8E5M2>, tensor<5x1xi64>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#0, %0#2, %0#1, %0#1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 2], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<f8E5M2>, %arg1: tensor<f8E5M2>, %arg2: tensor<f8E5M2>, %arg3: tensor<f8E5M2>):
      %3 = stablehlo.add %arg0, %arg2 : tensor<f8E5M2>
      %4 = stablehlo.maximum %arg1, %arg3 : tensor<f8E5M2>
      stablehlo.return %3, %4 : tensor<f8E5M2>, tensor<f8E5M2>
    }) : (tensor<3x4x5xf8E5M2>, tensor<3x4x5xf8E5M2>, tensor<5x1xi64>, tensor<3x5x4xf8E5M2>, tensor<3x5x4xf8E5M2>) -> (tensor<3x4x5xf8E5M2>, tensor<3x4x5xf8E5M2>)
    %2 = call @expected() : () -> tensor<3x4x5xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<3x4x5xf8E5M2>, tensor<3x4x5xf8E5M2>) -> ()
    return %1#0 : tensor<3x4x5xf8E5M2>
  }
}
