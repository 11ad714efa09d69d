// hlo-cts reproducer of program-2809/set-1::op5: fail [stablehlo.dynamic_gather (semantics)]
// tier: ieee-reading (stablehlo.dynamic_gather differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_gather result 0): 2 element(s) differ (largest difference among them 9223372036854775806)
// stablehlo.dynamic_gather element [0, 0] of i64: expected exactly 9223372036854775806 (0x7FFFFFFFFFFFFFFE)
//   actual    0 (0x0)
//   off by -9223372036854775806
// stablehlo.dynamic_gather element [1, 0] of i64: expected exactly 9223372036854775806 (0x7FFFFFFFFFFFFFFE)
//   actual    0 (0x0)
//   off by -9223372036854775806
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4xi64>, tensor<2x2xui8>) {
    %c = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, 0, 9223372036854775806], [0, 0, 0, 0]]> : tensor<3x4xi64>
    %c_0 = stablehlo.constant dense<254> : tensor<2x2xui8>
    return %c, %c_0 : tensor<3x4xi64>, tensor<2x2xui8>
  }
  func.func private @expected() -> tensor<2x2xi64> {
    %c = stablehlo.constant dense<[[9223372036854775806, 0], [9223372036854775806, 0]]> : tensor<2x2xi64>
    return %c : tensor<2x2xi64>
  }
  func.func public @main() -> tensor<2x2xi64> {
    %0:2 = call @inputs() : () -> (tensor<3x4xi64>, tensor<2x2xui8>)
    %c = stablehlo.constant dense<[2, 1]> : tensor<2xui8>
    %1 = "stablehlo.dynamic_gather"(%0#0, %0#1, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1, 0], index_vector_dim = 1>}> : (tensor<3x4xi64>, tensor<2x2xui8>, tensor<2xui8>) -> tensor<2x2xi64>
    %2 = call @expected() : () -> tensor<2x2xi64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x2xi64>, tensor<2x2xi64>) -> ()
    return %1 : tensor<2x2xi64>
  }
}
