// hlo-cts reproducer of program-1468/set-1::op1: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.scatter element [0, 3, 0] of i32: expected exactly 4 (0x4)
//   actual    5 (0x5)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4x4xi32>, tensor<5x4x2xui8>, tensor<5x4x1x2xi32>) {
    %c = stablehlo.constant dense<0> : tensor<1x4x4xi32>
    %c_0 = stablehlo.constant dense<[[[0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [0, 0], [0, 255]], [[0, 0], [0, 0], [0, 0], [0, 0]]]> : tensor<5x4x2xui8>
    %c_1 = stablehlo.constant dense<1> : tensor<5x4x1x2xi32>
    return %c, %c_0, %c_1 : tensor<1x4x4xi32>, tensor<5x4x2xui8>, tensor<5x4x1x2xi32>
  }
  func.func private @expected() -> tensor<1x4x4xi32> {
    %c = stablehlo.constant dense<[[[5, 5, 0, 0], [5, 5, 0, 0], [5, 5, 0, 0], [4, 4, 0, 0]]]> : tensor<1x4x4xi32>
    return %c : tensor<1x4x4xi32>
  }
  func.func public @main() -> tensor<1x4x4xi32> {
    %0:3 = call @inputs() : () -> (tensor<1x4x4xi32>, tensor<5x4x2xui8>, tensor<5x4x1x2xi32>)
    %1 = "stablehlo.scatter"(%0#0, %0#1, %0#2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 2>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %3 = stablehlo.add %arg0, %arg1 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<1x4x4xi32>, tensor<5x4x2xui8>, tensor<5x4x1x2xi32>) -> tensor<1x4x4xi32>
    %2 = call @expected() : () -> tensor<1x4x4xi32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x4x4xi32>, tensor<1x4x4xi32>) -> ()
    return %1 : tensor<1x4x4xi32>
  }
}
