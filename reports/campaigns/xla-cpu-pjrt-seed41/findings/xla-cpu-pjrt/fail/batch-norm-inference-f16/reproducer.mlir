// hlo-cts reproducer of program-20616::op1: fail [stablehlo.batch_norm_inference (semantics)]
// tier: ieee-reading (stablehlo.batch_norm_inference differs from the result of the spec's composition, which an algebraically equivalent evaluation (a compiler's expansion of the op into others) can give; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.batch_norm_inference result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.batch_norm_inference element [0, 0, 0] of f16: expected within [0xFBFF (-6.550400e+04), 0xFBFF (-6.550400e+04)], or -Inf (reference 0xFC00 (-Inf))
//   actual    0x7C00 (+Inf)
//   +Inf where a finite value is due
//   inputs    batch norm: enclosure of every reduction order and rounding
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) {
    %cst = stablehlo.constant dense<-1.496000e+03> : tensor<1x1x1xf16>
    %cst_0 = stablehlo.constant dense<2.012000e+03> : tensor<1xf16>
    %cst_1 = stablehlo.constant dense<-2.000000e+02> : tensor<1xf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<1xf16>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<1x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>
  }
  func.func private @expected() -> tensor<1x1x1xf16> {
    %cst = stablehlo.constant dense<0xFC00> : tensor<1x1x1xf16>
    return %cst : tensor<1x1x1xf16>
  }
  func.func public @main() -> tensor<1x1x1xf16> {
    %0:4 = call @inputs() : () -> (tensor<1x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>)
    %1 = "stablehlo.batch_norm_inference"(%0#0, %0#1, %0#1, %0#2, %0#3) <{epsilon = 2.500000e-01 : f32, feature_index = 0 : i64}> : (tensor<1x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1xf16>
    %2 = call @expected() : () -> tensor<1x1x1xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1x1xf16>, tensor<1x1x1xf16>) -> ()
    return %1 : tensor<1x1x1xf16>
  }
}
