// hlo-cts reproducer of program-4799::op2: fail [stablehlo.scatter (semantics)]
// tier: semantic (stablehlo.scatter gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.scatter result 1): 3 element(s) differ (largest difference among them 2)
// stablehlo.scatter element [0] of i64: expected exactly 2 (0x2)
//   actual    4 (0x4)
//   off by 2
// stablehlo.scatter element [1] of i64: expected exactly 2 (0x2)
//   actual    1 (0x1)
//   off by -1
// stablehlo.scatter element [3] of i64: expected exactly 2 (0x2)
//   actual    1 (0x1)
//   off by -1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5xi64>, tensor<5x0xui32>) {
    %c = stablehlo.constant dense<1> : tensor<5xi64>
    %c_0 = stablehlo.constant dense<> : tensor<5x0xui32>
    return %c, %c_0 : tensor<5xi64>, tensor<5x0xui32>
  }
  func.func private @expected() -> tensor<5xi64> {
    %c = stablehlo.constant dense<2> : tensor<5xi64>
    return %c : tensor<5xi64>
  }
  func.func public @main() -> tensor<5xi64> {
    %0:2 = call @inputs() : () -> (tensor<5xi64>, tensor<5x0xui32>)
    %1:2 = "stablehlo.scatter"(%0#0, %0#0, %0#1, %0#0, %0#0) <{scatter_dimension_numbers = #stablehlo.scatter<input_batching_dims = [0], scatter_indices_batching_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %3 = stablehlo.add %arg0, %arg2 : tensor<i64>
      %4 = stablehlo.add %arg1, %arg3 : tensor<i64>
      stablehlo.return %3, %4 : tensor<i64>, tensor<i64>
    }) : (tensor<5xi64>, tensor<5xi64>, tensor<5x0xui32>, tensor<5xi64>, tensor<5xi64>) -> (tensor<5xi64>, tensor<5xi64>)
    %2 = call @expected() : () -> tensor<5xi64>
    stablehlo.custom_call @check.expect_eq(%1#1, %2) {has_side_effect = true} : (tensor<5xi64>, tensor<5xi64>) -> ()
    return %1#1 : tensor<5xi64>
  }
}
