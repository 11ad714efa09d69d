// hlo-cts reproducer of program-13412::op1: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_divide result 0): 2 element(s) differ (largest error among them 433 ulp)
// chlo.broadcast_divide element [0, 0] of bf16: expected exactly 0x01B1 (6.501950e-38)
//   actual    0x0000 (0.000000e+00)
//   error: 433 ulp
// chlo.broadcast_divide element [0, 1] of bf16: expected exactly 0x01B1 (6.501950e-38)
//   actual    0x0000 (0.000000e+00)
//   error: 433 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @inputs() -> (tensor<1x2xbf16>, tensor<1xbf16>) {
    %cst = stablehlo.constant dense<-2.200000e+01> : tensor<1x2xbf16>
    %cst_0 = stablehlo.constant dense<-3.389530e+38> : tensor<1xbf16>
    return %cst, %cst_0 : tensor<1x2xbf16>, tensor<1xbf16>
  }
  func.func private @expected() -> tensor<1x2xbf16> {
    %cst = stablehlo.constant dense<6.501950e-38> : tensor<1x2xbf16>
    return %cst : tensor<1x2xbf16>
  }
  func.func public @main() -> tensor<1x2xbf16> {
    %0:2 = call @inputs() : () -> (tensor<1x2xbf16>, tensor<1xbf16>)
    %1 = chlo.broadcast_divide %0#0, %0#1 : (tensor<1x2xbf16>, tensor<1xbf16>) -> tensor<1x2xbf16>
    %2 = call @expected() : () -> tensor<1x2xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x2xbf16>, tensor<1x2xbf16>) -> ()
    return %1 : tensor<1x2xbf16>
  }
}
