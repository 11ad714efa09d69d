// hlo-cts reproducer of program-814/set-1::op3: fail [stablehlo.clamp (semantics)]
// tier: ieee-reading (stablehlo.clamp misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.clamp result 0): 1 element(s) differ (largest error among them 127 ulp)
// stablehlo.clamp element [0] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x007F (1.166310e-38)
//   error: 127 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>) {
    %cst = stablehlo.constant dense<-3.389530e+38> : tensor<1xbf16>
    %cst_0 = stablehlo.constant dense<1.166310e-38> : tensor<1xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1xbf16>
    return %cst, %cst_0, %cst_1 : tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>
  }
  func.func private @expected() -> tensor<1xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xbf16>
    return %cst : tensor<1xbf16>
  }
  func.func public @main() -> tensor<1xbf16> {
    %0:3 = call @inputs() : () -> (tensor<1xbf16>, tensor<1xbf16>, tensor<1xbf16>)
    %1 = stablehlo.clamp %0#0, %0#1, %0#2 : tensor<1xbf16>
    %2 = call @expected() : () -> tensor<1xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1xbf16>, tensor<1xbf16>) -> ()
    return %1 : tensor<1xbf16>
  }
}
