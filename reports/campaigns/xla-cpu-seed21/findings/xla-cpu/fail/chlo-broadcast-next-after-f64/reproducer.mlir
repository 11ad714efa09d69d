// hlo-cts reproducer of program-24020/set-1::op1: fail [chlo.broadcast_next_after (semantics)]
// tier: semantic (chlo.broadcast_next_after gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_next_after result 0): 75 element(s) differ (largest error among them 4503599627370494 ulp)
// chlo.broadcast_next_after element [0, 0, 0] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 0, 1] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 0, 2] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 1, 0] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 1, 1] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 1, 2] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 2, 0] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 2, 1] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 2, 2] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// chlo.broadcast_next_after element [0, 3, 0] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x000FFFFFFFFFFFFF (2.2250738585072009E-308)
//   error: 4503599627370494 ulp
// ... and 65 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<f64>, tensor<5x5x3xf64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<2.2250738585072009E-308> : tensor<5x5x3xf64>
    return %cst, %cst_0 : tensor<f64>, tensor<5x5x3xf64>
  }
  func.func private @expected() -> tensor<5x5x3xf64> {
    %cst = stablehlo.constant dense<4.940660e-324> : tensor<5x5x3xf64>
    return %cst : tensor<5x5x3xf64>
  }
  func.func public @main() -> tensor<5x5x3xf64> {
    %0:2 = call @inputs() : () -> (tensor<f64>, tensor<5x5x3xf64>)
    %1 = chlo.broadcast_next_after %0#0, %0#1 : (tensor<f64>, tensor<5x5x3xf64>) -> tensor<5x5x3xf64>
    %2 = call @expected() : () -> tensor<5x5x3xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x5x3xf64>, tensor<5x5x3xf64>) -> ()
    return %1 : tensor<5x5x3xf64>
  }
}
