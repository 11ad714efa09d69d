// hlo-cts reproducer of program-18226::op1: fail [chlo.broadcast_maximum (semantics)]
// tier: semantic (chlo.broadcast_maximum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.broadcast_maximum result 0): 12 element(s) differ (12 number(s) where NaN is due)
// chlo.broadcast_maximum element [0, 0] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [0, 1] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [0, 2] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [0, 3] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [1, 0] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [1, 1] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [1, 2] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [1, 3] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [2, 0] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// chlo.broadcast_maximum element [2, 1] of f64: expected exactly 0xFFFFFFFFFFFFFFFF (-NaN)
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// ... and 2 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4xf64>, tensor<f64>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<0xFFFFFFFFFFFFFFFF> : tensor<f64>
    return %cst, %cst_0 : tensor<3x4xf64>, tensor<f64>
  }
  func.func private @expected() -> tensor<3x4xf64> {
    %cst = stablehlo.constant dense<0xFFFFFFFFFFFFFFFF> : tensor<3x4xf64>
    return %cst : tensor<3x4xf64>
  }
  func.func public @main() -> tensor<3x4xf64> {
    %0:2 = call @inputs() : () -> (tensor<3x4xf64>, tensor<f64>)
    %1 = chlo.broadcast_maximum %0#0, %0#1 : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x4xf64>
    %2 = call @expected() : () -> tensor<3x4xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4xf64>, tensor<3x4xf64>) -> ()
    return %1 : tensor<3x4xf64>
  }
}
