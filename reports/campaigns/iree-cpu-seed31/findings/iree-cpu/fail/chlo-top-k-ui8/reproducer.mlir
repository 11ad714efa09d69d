// hlo-cts reproducer of program-1382::op2: fail [chlo.top_k (semantics)]
// tier: semantic (chlo.top_k gives a wrong integer; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.top_k result 0): 1 element(s) differ (largest difference among them 254)
// chlo.top_k element [0] of ui8: expected exactly 254 (0xFE)
//   actual    0 (0x0)
//   off by -254
// 
// output 1 (chlo.top_k result 1): 1 element(s) differ (largest difference among them 1)
// chlo.top_k element [0] of i32: expected exactly 3 (0x3)
//   actual    4 (0x4)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5xui8> {
    %c = stablehlo.constant dense<[0, 0, 0, 254, 0]> : tensor<5xui8>
    return %c : tensor<5xui8>
  }
  func.func private @expected() -> (tensor<1xui8>, tensor<1xi32>) {
    %c = stablehlo.constant dense<254> : tensor<1xui8>
    %c_0 = stablehlo.constant dense<3> : tensor<1xi32>
    return %c, %c_0 : tensor<1xui8>, tensor<1xi32>
  }
  func.func public @main() -> (tensor<1xui8>, tensor<1xi32>) {
    %0 = call @inputs() : () -> tensor<5xui8>
    %values, %indices = chlo.top_k(%0, k = 1) : tensor<5xui8> -> (tensor<1xui8>, tensor<1xi32>)
    %1:2 = call @expected() : () -> (tensor<1xui8>, tensor<1xi32>)
    stablehlo.custom_call @check.expect_eq(%values, %1#0) {has_side_effect = true} : (tensor<1xui8>, tensor<1xui8>) -> ()
    stablehlo.custom_call @check.expect_eq(%indices, %1#1) {has_side_effect = true} : (tensor<1xi32>, tensor<1xi32>) -> ()
    return %values, %indices : tensor<1xui8>, tensor<1xi32>
  }
}
