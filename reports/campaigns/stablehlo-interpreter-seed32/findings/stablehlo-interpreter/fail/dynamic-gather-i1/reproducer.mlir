// hlo-cts reproducer of program-14418::op3: fail [stablehlo.dynamic_gather (semantics)]
// tier: ieee-reading (stablehlo.dynamic_gather differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_gather result 0): 1 element(s) differ (largest difference among them 1)
// stablehlo.dynamic_gather element [0, 2] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   off by -1
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<5x1xi64>) -> tensor<5x1xi64> {
    return %arg0 : tensor<5x1xi64>
  }
  func.func private @inputs() -> (tensor<4x1x3xi1>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[[[false, false, false]], [[false, false, false]], [[false, false, false]], [[false, false, true]]]> : tensor<4x1x3xi1>
    %c_0 = stablehlo.constant dense<[0, 0, 2344088026]> : tensor<3xui32>
    return %c, %c_0 : tensor<4x1x3xi1>, tensor<3xui32>
  }
  func.func private @expected() -> tensor<1x3xi1> {
    %c = stablehlo.constant dense<[[false, false, true]]> : tensor<1x3xi1>
    return %c : tensor<1x3xi1>
  }
  func.func public @main() -> tensor<1x3xi1> {
    %0:2 = call @inputs() : () -> (tensor<4x1x3xi1>, tensor<3xui32>)
    %c = stablehlo.constant dense<[1, 1, 3]> : tensor<3xi32>
    %1 = "stablehlo.dynamic_gather"(%0#0, %0#1, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [0], start_index_map = [2, 1, 0]>}> : (tensor<4x1x3xi1>, tensor<3xui32>, tensor<3xi32>) -> tensor<1x3xi1>
    %2 = call @expected() : () -> tensor<1x3xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x3xi1>, tensor<1x3xi1>) -> ()
    return %1 : tensor<1x3xi1>
  }
}
