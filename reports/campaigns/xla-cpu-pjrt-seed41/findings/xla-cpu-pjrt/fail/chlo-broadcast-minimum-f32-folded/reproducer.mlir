// hlo-cts reproducer of program-49941::op4: fail [chlo.broadcast_minimum (semantics)]
// tier: semantic (chlo.broadcast_minimum gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: consistent with: subnormal results flushed to zero (FTZ) (3 of 4 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_minimum result 0): 4 element(s) differ (largest error among them 8388607 ulp; 1 number(s) where NaN is due)
// chlo.broadcast_minimum element [1, 0, 3] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
// chlo.broadcast_minimum element [1, 1, 0] of f32: expected exactly 0x80000001 (-1.401300e-45)
//   actual    0x00000000 (0.000000e+00)
//   error: 1 ulp
// chlo.broadcast_minimum element [2, 0, 1] of f32: expected exactly 0x807FFFFF (-1.17549421E-38)
//   actual    0x00000000 (0.000000e+00)
//   error: 8388607 ulp
// chlo.broadcast_minimum element [2, 0, 3] of f32: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %cst : tensor<f32>
  }
  func.func private @expected() -> tensor<3x4x4xf32> {
    %cst = stablehlo.constant dense<[[[-0.00440215738, -3.906250e-03, -0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, -1.500000e+00, 0.000000e+00], [0.000000e+00, -165.584717, 0.000000e+00, -68.6619492], [-1.17549435E-38, 0.000000e+00, -0.0166443065, -0.00750723248]], [[0.000000e+00, -0.0387924127, -5.98524904, -1.401300e-45], [-1.401300e-45, -12.7001247, -0.00103053462, 0.000000e+00], [-3.40282347E+38, -7.33772469, -1.17549435E-38, -1.09049463], [0.000000e+00, 0.000000e+00, 0.000000e+00, -4.79532957]], [[0.000000e+00, -1.17549421E-38, 0.000000e+00, 0xFFC00000], [-4.000000e+00, -1.17549435E-38, 0.000000e+00, 0.000000e+00], [0.000000e+00, -82.9237595, 0.000000e+00, -0.0665968954], [-1.76822853, -1217.80933, -3210.32153, -2.59637499]]]> : tensor<3x4x4xf32>
    return %cst : tensor<3x4x4xf32>
  }
  func.func public @main() -> tensor<3x4x4xf32> {
    %0 = call @inputs() : () -> tensor<f32>
    %cst = stablehlo.constant dense<[[[-0.00440215738, -3.906250e-03, -0.000000e+00, 1.9900167], [0.00401736051, 0x7F800000, -1.500000e+00, 0.184765324], [3192.01807, -165.584717, 1997.89709, -68.6619492], [-1.17549435E-38, 2.52290454E-4, -0.0166443065, -0.00750723248]], [[218.495682, -0.0387924127, -5.98524904, -1.401300e-45], [-1.401300e-45, -12.7001247, -0.00103053462, 3891.96582], [-3.40282347E+38, -7.33772469, -1.17549435E-38, -1.09049463], [0.155194342, 259.627197, 0.153808594, -4.79532957]], [[0.00776555715, -1.17549421E-38, 0.704968452, 0xFFC00000], [-4.000000e+00, -1.17549435E-38, 8.10689759E-4, 0.00265192706], [9.08775234, -82.9237595, 4.05935621, -0.0665968954], [-1.76822853, -1217.80933, -3210.32153, -2.59637499]]]> : tensor<3x4x4xf32>
    %1 = chlo.broadcast_minimum %cst, %0 : (tensor<3x4x4xf32>, tensor<f32>) -> tensor<3x4x4xf32>
    %2 = call @expected() : () -> tensor<3x4x4xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> ()
    return %1 : tensor<3x4x4xf32>
  }
}
