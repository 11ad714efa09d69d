// hlo-cts reproducer of program-19::op6: fail [stablehlo.batch_norm_inference (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_inference differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: consistent with: XLA's expansion of stablehlo.batch_norm_inference (BatchNormExpander): x·k + (offset − mean·k), k = scale · rsqrt(variance + ε)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.batch_norm_inference result 0): 1 element(s) differ (largest error among them 129 ulp)
// stablehlo.batch_norm_inference element [0] of f32: expected within [0xBB3E7F7F (-0.00290676928), 0xBB3E7F7D (-0.00290676882)] (reference 0xBB3E7F7E (-0.00290676905))
//   actual    0xBB3E8000 (-0.00290679932)
//   129 ulp outside the interval
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) {
    %cst = stablehlo.constant dense<-0.00290676905> : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    return %cst, %cst_0, %cst_1 : tensor<1xf32>, tensor<1xf32>, tensor<1xf32>
  }
  func.func private @expected() -> tensor<1xf32> {
    %cst = stablehlo.constant dense<-0.00290676905> : tensor<1xf32>
    return %cst : tensor<1xf32>
  }
  func.func public @main() -> tensor<1xf32> {
    %0:3 = call @inputs() : () -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>)
    %1 = "stablehlo.batch_norm_inference"(%0#1, %0#1, %0#0, %0#1, %0#2) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %2 = call @expected() : () -> tensor<1xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xf32>, tensor<1xf32>) -> ()
    return %1 : tensor<1xf32>
  }
}
