// hlo-cts reproducer of program-12303::op4: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.scatter element [4, 0] of i64: expected exactly -1 (0xFFFFFFFFFFFFFFFF)
//   actual    0 (0x0)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x4xi64>, tensor<5x4xui32>, tensor<5x4x1xi64>, tensor<5x2x4xi64>, tensor<5x2x4xui32>) {
    %c = stablehlo.constant dense<0> : tensor<5x4xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<5x4xui32>
    %c_1 = stablehlo.constant dense<[[[0], [0], [0], [0]], [[0], [0], [0], [0]], [[0], [0], [0], [0]], [[0], [0], [0], [0]], [[-1], [0], [0], [0]]]> : tensor<5x4x1xi64>
    %c_2 = stablehlo.constant dense<[[[0, 0, 0, 0], [0, 0, 0, 0]], [[0, 0, 0, 0], [0, 0, 0, 0]], [[0, 0, 0, 0], [0, 0, 0, 0]], [[0, 0, 0, 0], [0, 0, 0, 0]], [[0, 0, 0, 0], [-1, 0, 0, 0]]]> : tensor<5x2x4xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<5x2x4xui32>
    return %c, %c_0, %c_1, %c_2, %c_3 : tensor<5x4xi64>, tensor<5x4xui32>, tensor<5x4x1xi64>, tensor<5x2x4xi64>, tensor<5x2x4xui32>
  }
  func.func private @expected() -> tensor<5x4xi64> {
    %c = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [-1, 0, 0, 0]]> : tensor<5x4xi64>
    return %c : tensor<5x4xi64>
  }
  func.func public @main() -> tensor<5x4xi64> {
    %0:5 = call @inputs() : () -> (tensor<5x4xi64>, tensor<5x4xui32>, tensor<5x4x1xi64>, tensor<5x2x4xi64>, tensor<5x2x4xui32>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#1, %0#2, %0#3, %0#4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<ui32>, %arg2: tensor<i64>, %arg3: tensor<ui32>):
      %3 = stablehlo.minimum %arg0, %arg2 : tensor<i64>
      %4 = stablehlo.minimum %arg1, %arg3 : tensor<ui32>
      stablehlo.return %3, %4 : tensor<i64>, tensor<ui32>
    }) : (tensor<5x4xi64>, tensor<5x4xui32>, tensor<5x4x1xi64>, tensor<5x2x4xi64>, tensor<5x2x4xui32>) -> (tensor<5x4xi64>, tensor<5x4xui32>)
    %2 = call @expected() : () -> tensor<5x4xi64>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<5x4xi64>, tensor<5x4xi64>) -> ()
    return %1#0 : tensor<5x4xi64>
  }
}
