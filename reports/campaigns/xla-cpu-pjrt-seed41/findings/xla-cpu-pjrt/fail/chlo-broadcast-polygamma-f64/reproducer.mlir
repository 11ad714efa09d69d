// hlo-cts reproducer of program-301::op3: fail [chlo.broadcast_polygamma (semantics)]
// tier: ieee-reading (chlo.broadcast_polygamma gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_polygamma result 0): 1 element(s) differ (1 NaN(s) where a number is due)
// chlo.polygamma element [] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0xA8B94053754C02D2 (-1.6406083427169388E-112))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<f64> {
    %cst = stablehlo.constant dense<2.560000e+02> : tensor<f64>
    return %cst : tensor<f64>
  }
  func.func private @expected() -> tensor<f64> {
    %cst = stablehlo.constant dense<-1.6406083427169388E-112> : tensor<f64>
    return %cst : tensor<f64>
  }
  func.func public @main() -> tensor<f64> {
    %0 = call @inputs() : () -> tensor<f64>
    %1 = chlo.broadcast_polygamma %0, %0 : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %2 = call @expected() : () -> tensor<f64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<f64>, tensor<f64>) -> ()
    return %1 : tensor<f64>
  }
}
