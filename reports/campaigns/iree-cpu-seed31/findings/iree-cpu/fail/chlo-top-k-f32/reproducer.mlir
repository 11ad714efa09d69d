// hlo-cts reproducer of program-382/set-1::op2: fail [chlo.top_k (semantics)]
// tier: semantic (chlo.top_k gives a value its semantics do not allow (it does no floating-point arithmetic whose accuracy could be at stake); no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.top_k result 0): 1 element(s) differ (1 number(s) where NaN is due)
// chlo.top_k element [3, 0] of f32: expected exactly 0x7FC00000 (NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// 
// output 1 (chlo.top_k result 1): 3 element(s) differ (largest difference among them 2)
// chlo.top_k element [3, 0] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// chlo.top_k element [3, 1] of i32: expected exactly 0 (0x0)
//   actual    2 (0x2)
//   off by 2
// chlo.top_k element [3, 2] of i32: expected exactly 2 (0x2)
//   actual    3 (0x3)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x4xf32> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0x7FC00000, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x4xf32>
    return %cst : tensor<5x4xf32>
  }
  func.func private @expected() -> (tensor<5x3xf32>, tensor<5x3xi32>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0x7FC00000, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x3xf32>
    %c = stablehlo.constant dense<[[0, 1, 2], [0, 1, 2], [0, 1, 2], [1, 0, 2], [0, 1, 2]]> : tensor<5x3xi32>
    return %cst, %c : tensor<5x3xf32>, tensor<5x3xi32>
  }
  func.func public @main() -> (tensor<5x3xf32>, tensor<5x3xi32>) {
    %0 = call @inputs() : () -> tensor<5x4xf32>
    %values, %indices = chlo.top_k(%0, k = 3) : tensor<5x4xf32> -> (tensor<5x3xf32>, tensor<5x3xi32>)
    %1:2 = call @expected() : () -> (tensor<5x3xf32>, tensor<5x3xi32>)
    stablehlo.custom_call @check.expect_eq(%values, %1#0) {has_side_effect = true} : (tensor<5x3xf32>, tensor<5x3xf32>) -> ()
    stablehlo.custom_call @check.expect_eq(%indices, %1#1) {has_side_effect = true} : (tensor<5x3xi32>, tensor<5x3xi32>) -> ()
    return %values, %indices : tensor<5x3xf32>, tensor<5x3xi32>
  }
}
