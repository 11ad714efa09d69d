// hlo-cts reproducer of program-2643::op1: fail [chlo.top_k (semantics)]
// tier: semantic (chlo.top_k gives a value its semantics do not allow (it does no floating-point arithmetic whose accuracy could be at stake); no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.top_k result 0): 1 element(s) differ (1 number(s) where NaN is due)
// chlo.top_k element [0] of f8E5M2: expected exactly 0x7D (NaN)
//   actual    0x00 (0.000000e+00)
//   a number where NaN is due
// 
// output 1 (chlo.top_k result 1): 2 element(s) differ (largest difference among them 2)
// chlo.top_k element [0] of i32: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// chlo.top_k element [1] of i32: expected exactly 0 (0x0)
//   actual    2 (0x2)
//   off by 2
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5xf8E5M2> {
    %cst = stablehlo.constant dense<[0.000000e+00, 0x7D, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<5xf8E5M2>
    return %cst : tensor<5xf8E5M2>
  }
  func.func private @expected() -> (tensor<2xf8E5M2>, tensor<2xi32>) {
    %cst = stablehlo.constant dense<[0x7D, 0.000000e+00]> : tensor<2xf8E5M2>
    %c = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    return %cst, %c : tensor<2xf8E5M2>, tensor<2xi32>
  }
  func.func public @main() -> (tensor<2xf8E5M2>, tensor<2xi32>) {
    %0 = call @inputs() : () -> tensor<5xf8E5M2>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<5xf8E5M2> -> (tensor<2xf8E5M2>, tensor<2xi32>)
    %1:2 = call @expected() : () -> (tensor<2xf8E5M2>, tensor<2xi32>)
    stablehlo.custom_call @check.expect_eq(%values, %1#0) {has_side_effect = true} : (tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> ()
    stablehlo.custom_call @check.expect_eq(%indices, %1#1) {has_side_effect = true} : (tensor<2xi32>, tensor<2xi32>) -> ()
    return %values, %indices : tensor<2xf8E5M2>, tensor<2xi32>
  }
}
