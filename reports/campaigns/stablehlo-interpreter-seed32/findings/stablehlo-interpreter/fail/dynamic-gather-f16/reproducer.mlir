// hlo-cts reproducer of program-17415::op2: fail [stablehlo.dynamic_gather (semantics)]
// tier: ieee-reading (stablehlo.dynamic_gather differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_gather result 0): 1 element(s) differ (largest error among them 19109 ulp)
// stablehlo.dynamic_gather element [2, 2] of f16: expected exactly 0x4AA5 (1.328910e+01)
//   actual    0x0000 (0.000000e+00)
//   error: 19109 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4xf16>, tensor<3x1xui32>) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.328910e+01]]> : tensor<3x4xf16>
    %c = stablehlo.constant dense<[[0], [0], [2252701723]]> : tensor<3x1xui32>
    return %cst, %c : tensor<3x4xf16>, tensor<3x1xui32>
  }
  func.func private @expected() -> tensor<3x3xf16> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.328910e+01]]> : tensor<3x3xf16>
    return %cst : tensor<3x3xf16>
  }
  func.func public @main() -> tensor<3x3xf16> {
    %0:2 = call @inputs() : () -> (tensor<3x4xf16>, tensor<3x1xui32>)
    %c = stablehlo.constant dense<[1, 3]> : tensor<2xui8>
    %1 = "stablehlo.dynamic_gather"(%0#0, %0#1, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>}> : (tensor<3x4xf16>, tensor<3x1xui32>, tensor<2xui8>) -> tensor<3x3xf16>
    %2 = call @expected() : () -> tensor<3x3xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x3xf16>, tensor<3x3xf16>) -> ()
    return %1 : tensor<3x3xf16>
  }
}
