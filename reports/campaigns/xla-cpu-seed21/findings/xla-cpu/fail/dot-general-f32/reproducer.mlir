// hlo-cts reproducer of program-983/set-1::op3: fail [stablehlo.dot_general (semantics)]
// tier: semantic (stablehlo.dot_general gives a value far from every result an order of its computation gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.dot_general result 0): 1 element(s) differ (largest error among them 75199994 ulp)
// stablehlo.dot_general element [4, 3, 2] of f32: expected within [0x047B75FA (2.95590804E-36), 0x0481C501 (3.05086738E-36)] (reference 0x047F7FFE (3.00338771E-36))
//   or, with subnormal inputs read as zero: expected within [0x80430101 (-6.15333837E-39), 0x803CFEFF (-5.60160513E-39)] (reference 0x80400000 (-5.87747175E-39))
//   actual    0x00000000 (0.000000e+00)
//   75199994 ulp outside the interval
//   inputs    order-unspecified dot product of 2 terms (u_in=0.0078125 u_prod=0 u_acc=5.96046e-08)
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x2x4xf32>, tensor<5x5x2xf32>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, -5.000000e-01], [0.000000e+00, 0.000000e+00, 0.000000e+00, -2.560000e+02]]]> : tensor<5x2x4xf32>
    %cst_0 = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [1.17549435E-38, -1.17549421E-38]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]]> : tensor<5x5x2xf32>
    return %cst, %cst_0 : tensor<5x2x4xf32>, tensor<5x5x2xf32>
  }
  func.func private @expected() -> tensor<5x4x5xf32> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 3.00338771E-36, 0.000000e+00, 0.000000e+00]]]> : tensor<5x4x5xf32>
    return %cst : tensor<5x4x5xf32>
  }
  func.func public @main() -> tensor<5x4x5xf32> {
    %0:2 = call @inputs() : () -> (tensor<5x2x4xf32>, tensor<5x5x2xf32>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [1], contracting_dims = [1] x [2] : (tensor<5x2x4xf32>, tensor<5x5x2xf32>) -> tensor<5x4x5xf32>
    %2 = call @expected() : () -> tensor<5x4x5xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x4x5xf32>, tensor<5x4x5xf32>) -> ()
    return %1 : tensor<5x4x5xf32>
  }
}
