// hlo-cts reproducer of program-11403::op1: fail [stablehlo.dynamic_gather (semantics)]
// tier: ieee-reading (stablehlo.dynamic_gather differs from MHLO's semantics, which the spec has not adopted; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// weighed: dynamism ops (「MHLO からブートストラップされましたが、まだ特定されていません」: bootstrapped from MHLO, not yet specified; judged by MHLO's semantics): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.dynamic_gather result 0): 1 element(s) differ (largest error among them 4582317807299140446 ulp)
// stablehlo.dynamic_gather element [] of f64: expected exactly 0xBF97A9C480031B5E (-0.023108549416771644)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 4582317807299140446 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3xf64>, tensor<1xui32>) {
    %cst = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, -0.023108549416771644]> : tensor<3xf64>
    %c = stablehlo.constant dense<4183552859> : tensor<1xui32>
    return %cst, %c : tensor<3xf64>, tensor<1xui32>
  }
  func.func private @expected() -> tensor<f64> {
    %cst = stablehlo.constant dense<-0.023108549416771644> : tensor<f64>
    return %cst : tensor<f64>
  }
  func.func public @main() -> tensor<f64> {
    %0:2 = call @inputs() : () -> (tensor<3xf64>, tensor<1xui32>)
    %c = stablehlo.constant dense<1> : tensor<1xi64>
    %1 = "stablehlo.dynamic_gather"(%0#0, %0#1, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>}> : (tensor<3xf64>, tensor<1xui32>, tensor<1xi64>) -> tensor<f64>
    %2 = call @expected() : () -> tensor<f64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<f64>, tensor<f64>) -> ()
    return %1 : tensor<f64>
  }
}
