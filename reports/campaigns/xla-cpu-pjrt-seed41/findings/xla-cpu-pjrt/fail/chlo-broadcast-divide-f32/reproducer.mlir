// hlo-cts reproducer of program-1067::op2: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_divide result 0): 2 element(s) differ (largest error among them 1 ulp)
// chlo.broadcast_divide element [0, 2, 4] of f32: expected exactly 0xC272346F (-60.5512047)
//   actual    0xC2723470 (-60.5512085)
//   error: 1 ulp
// chlo.broadcast_divide element [1, 2, 4] of f32: expected exactly 0xC272346F (-60.5512047)
//   actual    0xC2723470 (-60.5512085)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x3x5xf32>, tensor<3x5xf32>) {
    %cst = stablehlo.constant dense<-0.01859615> : tensor<2x3x5xf32>
    %cst_0 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 3.07114446E-4]]> : tensor<3x5xf32>
    return %cst, %cst_0 : tensor<2x3x5xf32>, tensor<3x5xf32>
  }
  func.func private @expected() -> tensor<2x3x5xf32> {
    %cst = stablehlo.constant dense<[[[0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, -60.5512047]], [[0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, -60.5512047]]]> : tensor<2x3x5xf32>
    return %cst : tensor<2x3x5xf32>
  }
  func.func public @main() -> tensor<2x3x5xf32> {
    %0:2 = call @inputs() : () -> (tensor<2x3x5xf32>, tensor<3x5xf32>)
    %1 = chlo.broadcast_divide %0#0, %0#1 : (tensor<2x3x5xf32>, tensor<3x5xf32>) -> tensor<2x3x5xf32>
    %2 = call @expected() : () -> tensor<2x3x5xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> ()
    return %1 : tensor<2x3x5xf32>
  }
}
