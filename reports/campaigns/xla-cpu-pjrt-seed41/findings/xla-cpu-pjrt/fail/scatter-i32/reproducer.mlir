// hlo-cts reproducer of program-2026/set-1::op3: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 12 element(s) differ (largest difference among them 1)
// stablehlo.scatter element [1, 1, 0] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 1, 1] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 1, 2] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 2, 0] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 2, 1] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 2, 2] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 3, 0] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 3, 1] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 3, 2] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// stablehlo.scatter element [1, 4, 0] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x5x3xi32>, tensor<3x4x2xui8>, tensor<3x4x5xi32>) {
    %c = stablehlo.constant dense<0> : tensor<4x5x3xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<3x4x2xui8>
    %c_1 = stablehlo.constant dense<1> : tensor<3x4x5xi32>
    return %c, %c_0, %c_1 : tensor<4x5x3xi32>, tensor<3x4x2xui8>, tensor<3x4x5xi32>
  }
  func.func private @expected() -> tensor<4x5x3xi32> {
    %c = stablehlo.constant dense<[[[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]], [[0, 0, 0], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]], [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]]> : tensor<4x5x3xi32>
    return %c : tensor<4x5x3xi32>
  }
  func.func public @main() -> tensor<4x5x3xi32> {
    %0:3 = call @inputs() : () -> (tensor<4x5x3xi32>, tensor<3x4x2xui8>, tensor<3x4x5xi32>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      stablehlo.return %arg1 : tensor<i32>
    }) : (tensor<4x5x3xi32>, tensor<3x4x2xui8>, tensor<3x4x5xi32>) -> tensor<4x5x3xi32>
    %2 = call @expected() : () -> tensor<4x5x3xi32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x5x3xi32>, tensor<4x5x3xi32>) -> ()
    return %1 : tensor<4x5x3xi32>
  }
}
