// hlo-cts reproducer of program-4141/set-1::op1: fail [chlo.broadcast_power (semantics)]
// tier: ieee-reading (chlo.broadcast_power gives NaN where a number is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_power result 0): 5 element(s) differ (5 NaN(s) where a number is due)
// stablehlo.power element [0, 0, 0] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3FF0000000000000 (1.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [1, 0, 0] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3FF0000000000000 (1.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [2, 0, 0] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3FF0000000000000 (1.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [3, 0, 0] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3FF0000000000000 (1.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// stablehlo.power element [4, 0, 0] of f64: expected any value but NaN (no accuracy is required: the profile's budget is unbounded; reference 0x3FF0000000000000 (1.000000e+00))
//   actual    0xFFF8000000000000 (-NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x1x1xf64>, tensor<5x1x1xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<5x1x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<5x1x1xf64>
    return %cst, %cst_0 : tensor<5x1x1xf64>, tensor<5x1x1xf64>
  }
  func.func private @expected() -> tensor<5x1x1xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5x1x1xf64>
    return %cst : tensor<5x1x1xf64>
  }
  func.func public @main() -> tensor<5x1x1xf64> {
    %0:2 = call @inputs() : () -> (tensor<5x1x1xf64>, tensor<5x1x1xf64>)
    %1 = chlo.broadcast_power %0#0, %0#1 : (tensor<5x1x1xf64>, tensor<5x1x1xf64>) -> tensor<5x1x1xf64>
    %2 = call @expected() : () -> tensor<5x1x1xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = -16 : i64} : (tensor<5x1x1xf64>, tensor<5x1x1xf64>) -> ()
    return %1 : tensor<5x1x1xf64>
  }
}
