// hlo-cts reproducer of program-26926::op6: fail [stablehlo.dynamic_gather (semantics)]
// tier: ieee-reading (stablehlo.dynamic_gather differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_gather result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.dynamic_gather element [2] of i64: expected exactly -1 (0xFFFFFFFFFFFFFFFF)
//   actual    0 (0x0)
//   off by 1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<4xi64> {
    %c = stablehlo.constant dense<[0, 0, -1, 0]> : tensor<4xi64>
    return %c : tensor<4xi64>
  }
  func.func public @main() -> tensor<4xi64> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, -1, 0]]> : tensor<5x4xi64>
    %c_0 = stablehlo.constant dense<4261699325> : tensor<1xui32>
    %c_1 = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
    %0 = "stablehlo.dynamic_gather"(%c, %c_0, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>}> : (tensor<5x4xi64>, tensor<1xui32>, tensor<2xi64>) -> tensor<4xi64>
    %1 = call @expected() : () -> tensor<4xi64>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<4xi64>, tensor<4xi64>) -> ()
    return %0 : tensor<4xi64>
  }
}
