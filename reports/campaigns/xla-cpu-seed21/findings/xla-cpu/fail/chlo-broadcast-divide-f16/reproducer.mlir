// hlo-cts reproducer of program-28470::op3: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_divide result 0): 8 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_divide element [0, 0] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 1] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 2] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 3] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 0] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 1] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 2] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 3] of f16: expected exactly 0x04CB (7.313490e-05)
//   actual    0x04CC (7.319450e-05)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x4xf16>, tensor<f16>) {
    %cst = stablehlo.constant dense<1.441190e-02> : tensor<2x4xf16>
    %cst_0 = stablehlo.constant dense<1.970000e+02> : tensor<f16>
    return %cst, %cst_0 : tensor<2x4xf16>, tensor<f16>
  }
  func.func private @expected() -> tensor<2x4xf16> {
    %cst = stablehlo.constant dense<7.313490e-05> : tensor<2x4xf16>
    return %cst : tensor<2x4xf16>
  }
  func.func public @main() -> tensor<2x4xf16> {
    %0:2 = call @inputs() : () -> (tensor<2x4xf16>, tensor<f16>)
    %1 = chlo.broadcast_divide %0#0, %0#1 : (tensor<2x4xf16>, tensor<f16>) -> tensor<2x4xf16>
    %2 = call @expected() : () -> tensor<2x4xf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x4xf16>, tensor<2x4xf16>) -> ()
    return %1 : tensor<2x4xf16>
  }
}
