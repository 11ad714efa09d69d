// hlo-cts reproducer of program-8258::op7: fail [stablehlo.batch_norm_grad (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_grad differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.batch_norm_grad result 1): 4 element(s) differ (4 infinite where finite is due, or the reverse)
// stablehlo.batch_norm_grad element [0] of f16: expected within [0xF849 (-3.510400e+04), 0xF840 (-3.481600e+04)] (reference 0xF845 (-3.497600e+04))
//   actual    0xFC00 (-Inf)
//   -Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [1] of f16: expected within [0xF849 (-3.510400e+04), 0xF840 (-3.481600e+04)] (reference 0xF845 (-3.497600e+04))
//   actual    0xFC00 (-Inf)
//   -Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [2] of f16: expected within [0xF849 (-3.510400e+04), 0xF840 (-3.481600e+04)] (reference 0xF845 (-3.497600e+04))
//   actual    0xFC00 (-Inf)
//   -Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// stablehlo.batch_norm_grad element [3] of f16: expected within [0xF849 (-3.510400e+04), 0xF840 (-3.481600e+04)] (reference 0xF845 (-3.497600e+04))
//   actual    0xFC00 (-Inf)
//   -Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) {
    %cst = stablehlo.constant dense<3.135940e+01> : tensor<4xf16>
    %cst_0 = stablehlo.constant dense<2.230000e+03> : tensor<4xf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<4xf16>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<4xf16>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<4xf16>, tensor<4xf16>, tensor<4xf16>, tensor<4xf16>
  }
  func.func private @expected() -> tensor<4xf16> {
    %cst = stablehlo.constant dense<-3.497600e+04> : tensor<4xf16>
    return %cst : tensor<4xf16>
  }
  func.func public @main() -> tensor<4xf16> {
    %0:4 = call @inputs() : () -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>, tensor<4xf16>)
    %grad_operand, %grad_scale, %grad_offset = "stablehlo.batch_norm_grad"(%0#2, %0#0, %0#1, %0#3, %0#0) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}> : (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>)
    %1 = call @expected() : () -> tensor<4xf16>
    stablehlo.custom_call @check.expect_eq(%grad_scale, %1) {has_side_effect = true} : (tensor<4xf16>, tensor<4xf16>) -> ()
    return %grad_scale : tensor<4xf16>
  }
}
