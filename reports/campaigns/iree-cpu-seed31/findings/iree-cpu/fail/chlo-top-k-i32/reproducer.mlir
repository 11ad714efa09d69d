// hlo-cts reproducer of program-171/set-1::op1: fail [chlo.top_k (semantics)]
// tier: semantic (chlo.top_k gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 1 (chlo.top_k result 1): 8 element(s) differ (largest difference among them 2)
// chlo.top_k element [0, 0] of i32: expected exactly 0 (0x0)
//   actual    2 (0x2)
//   off by 2
// chlo.top_k element [0, 2] of i32: expected exactly 2 (0x2)
//   actual    0 (0x0)
//   off by -2
// chlo.top_k element [1, 0] of i32: expected exactly 0 (0x0)
//   actual    2 (0x2)
//   off by 2
// chlo.top_k element [1, 2] of i32: expected exactly 2 (0x2)
//   actual    0 (0x0)
//   off by -2
// chlo.top_k element [2, 0] of i32: expected exactly 0 (0x0)
//   actual    2 (0x2)
//   off by 2
// chlo.top_k element [2, 2] of i32: expected exactly 2 (0x2)
//   actual    0 (0x0)
//   off by -2
// chlo.top_k element [3, 0] of i32: expected exactly 0 (0x0)
//   actual    2 (0x2)
//   off by 2
// chlo.top_k element [3, 2] of i32: expected exactly 2 (0x2)
//   actual    0 (0x0)
//   off by -2
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x3xi64> {
    %c = stablehlo.constant dense<0> : tensor<4x3xi64>
    return %c : tensor<4x3xi64>
  }
  func.func private @expected() -> (tensor<4x3xi64>, tensor<4x3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<4x3xi64>
    %c_0 = stablehlo.constant dense<[[0, 1, 2], [0, 1, 2], [0, 1, 2], [0, 1, 2]]> : tensor<4x3xi32>
    return %c, %c_0 : tensor<4x3xi64>, tensor<4x3xi32>
  }
  func.func public @main() -> (tensor<4x3xi64>, tensor<4x3xi32>) {
    %0 = call @inputs() : () -> tensor<4x3xi64>
    %values, %indices = chlo.top_k(%0, k = 3) : tensor<4x3xi64> -> (tensor<4x3xi64>, tensor<4x3xi32>)
    %1:2 = call @expected() : () -> (tensor<4x3xi64>, tensor<4x3xi32>)
    stablehlo.custom_call @check.expect_eq(%values, %1#0) {has_side_effect = true} : (tensor<4x3xi64>, tensor<4x3xi64>) -> ()
    stablehlo.custom_call @check.expect_eq(%indices, %1#1) {has_side_effect = true} : (tensor<4x3xi32>, tensor<4x3xi32>) -> ()
    return %values, %indices : tensor<4x3xi64>, tensor<4x3xi32>
  }
}
