// hlo-cts reproducer of program-42746::op2: fail [stablehlo.dynamic_gather (semantics)]
// tier: ieee-reading (stablehlo.dynamic_gather differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_gather result 0): 1 element(s) differ (largest error among them 108 ulp)
// stablehlo.dynamic_gather element [1] of f8E4M3FN: expected exactly 0x6C (9.600000e+01)
//   actual    0x00 (0.000000e+00)
//   error: 108 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<2xf8E4M3FN> {
    %cst = stablehlo.constant dense<[0.000000e+00, 9.600000e+01]> : tensor<2xf8E4M3FN>
    return %cst : tensor<2xf8E4M3FN>
  }
  func.func public @main() -> tensor<2xf8E4M3FN> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00], [0.000000e+00, 9.600000e+01]]> : tensor<2x2xf8E4M3FN>
    %c = stablehlo.constant dense<4294967295> : tensor<2xui32>
    %c_0 = stablehlo.constant dense<[2, 1]> : tensor<2xi8>
    %0 = "stablehlo.dynamic_gather"(%cst, %c, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [0, 1]>}> : (tensor<2x2xf8E4M3FN>, tensor<2xui32>, tensor<2xi8>) -> tensor<2xf8E4M3FN>
    %1 = call @expected() : () -> tensor<2xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> ()
    return %0 : tensor<2xf8E4M3FN>
  }
}
