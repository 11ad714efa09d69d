// hlo-cts reproducer of program-1227::op2: fail [chlo.broadcast_atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.broadcast_atan2 result 0): 4 element(s) differ (largest error among them 1 ulp)
// stablehlo.atan2 element [0, 0] of f64: expected within 0 ulp of the correctly rounded 0x40075593F1AB1A6E (2.916786087068707)
//   actual    0x40075593F1AB1A6D (2.9167860870687066)
//   error: 1 ulp
// stablehlo.atan2 element [0, 1] of f64: expected within 0 ulp of the correctly rounded 0x40075593F1AB1A6E (2.916786087068707)
//   actual    0x40075593F1AB1A6D (2.9167860870687066)
//   error: 1 ulp
// stablehlo.atan2 element [0, 2] of f64: expected within 0 ulp of the correctly rounded 0x40075593F1AB1A6E (2.916786087068707)
//   actual    0x40075593F1AB1A6D (2.9167860870687066)
//   error: 1 ulp
// stablehlo.atan2 element [0, 3] of f64: expected within 0 ulp of the correctly rounded 0x40075593F1AB1A6E (2.916786087068707)
//   actual    0x40075593F1AB1A6D (2.9167860870687066)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x4xf64>, tensor<1x4xf64>) {
    %cst = stablehlo.constant dense<151.96995284182682> : tensor<1x4xf64>
    %cst_0 = stablehlo.constant dense<-664.57667385267848> : tensor<1x4xf64>
    return %cst, %cst_0 : tensor<1x4xf64>, tensor<1x4xf64>
  }
  func.func private @expected() -> tensor<1x4xf64> {
    %cst = stablehlo.constant dense<2.916786087068707> : tensor<1x4xf64>
    return %cst : tensor<1x4xf64>
  }
  func.func public @main() -> tensor<1x4xf64> {
    %0:2 = call @inputs() : () -> (tensor<1x4xf64>, tensor<1x4xf64>)
    %1 = chlo.broadcast_atan2 %0#0, %0#1 : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xf64>
    %2 = call @expected() : () -> tensor<1x4xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<1x4xf64>, tensor<1x4xf64>) -> ()
    return %1 : tensor<1x4xf64>
  }
}
