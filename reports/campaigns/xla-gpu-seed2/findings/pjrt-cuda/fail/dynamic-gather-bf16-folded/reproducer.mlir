// hlo-cts reproducer of program-6761::op3: fail [stablehlo.dynamic_gather (semantics)]
// tier: ieee-reading (stablehlo.dynamic_gather differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_gather result 0): 1 element(s) differ (largest error among them 15279 ulp)
// stablehlo.dynamic_gather element [0, 0] of bf16: expected exactly 0xBBAF (-5.340580e-03)
//   actual    0x0000 (0.000000e+00)
//   error: 15279 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1x1xbf16> {
    %cst = stablehlo.constant dense<-5.340580e-03> : tensor<1x1xbf16>
    return %cst : tensor<1x1xbf16>
  }
  func.func public @main() -> tensor<1x1xbf16> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, -5.340580e-03], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<3x3x4xbf16>
    %c = stablehlo.constant dense<[0, 254]> : tensor<2xui8>
    %c_0 = stablehlo.constant dense<1> : tensor<3xi8>
    %0 = "stablehlo.dynamic_gather"(%cst, %c, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [0, 2]>}> : (tensor<3x3x4xbf16>, tensor<2xui8>, tensor<3xi8>) -> tensor<1x1xbf16>
    %1 = call @expected() : () -> tensor<1x1xbf16>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1x1xbf16>, tensor<1x1xbf16>) -> ()
    return %0 : tensor<1x1xbf16>
  }
}
