// hlo-cts reproducer of program-2072/set-1::op0: fail [chlo.broadcast_divide (semantics)]
// tier: ieee-reading (chlo.broadcast_divide misses the IEEE-754 result the spec names for it; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): could excuse it
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_divide result 0): 3 element(s) differ (3 infinite where finite is due, or the reverse)
// chlo.broadcast_divide element [0, 3, 0] of f8E5M2: expected exactly 0xC2 (-3.000000e+00)
//   or, with subnormal inputs read as zero: expected exactly 0xFE (-NaN)
//   actual    0xFC (-Inf)
//   -Inf where a finite value is due
// chlo.broadcast_divide element [1, 3, 0] of f8E5M2: expected exactly 0xC2 (-3.000000e+00)
//   or, with subnormal inputs read as zero: expected exactly 0xFE (-NaN)
//   actual    0xFC (-Inf)
//   -Inf where a finite value is due
// chlo.broadcast_divide element [2, 3, 0] of f8E5M2: expected exactly 0xC2 (-3.000000e+00)
//   or, with subnormal inputs read as zero: expected exactly 0xFE (-NaN)
//   actual    0xFC (-Inf)
//   -Inf where a finite value is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4x1xf8E5M2>, tensor<4x1xf8E5M2>) {
    %cst = stablehlo.constant dense<4.577640e-05> : tensor<3x4x1xf8E5M2>
    %cst_0 = stablehlo.constant dense<[[0.000000e+00], [0.000000e+00], [0.000000e+00], [-1.525880e-05]]> : tensor<4x1xf8E5M2>
    return %cst, %cst_0 : tensor<3x4x1xf8E5M2>, tensor<4x1xf8E5M2>
  }
  func.func private @expected() -> tensor<3x4x1xf8E5M2> {
    %cst = stablehlo.constant dense<[[[0x7C], [0x7C], [0x7C], [-3.000000e+00]], [[0x7C], [0x7C], [0x7C], [-3.000000e+00]], [[0x7C], [0x7C], [0x7C], [-3.000000e+00]]]> : tensor<3x4x1xf8E5M2>
    return %cst : tensor<3x4x1xf8E5M2>
  }
  func.func public @main() -> tensor<3x4x1xf8E5M2> {
    %0:2 = call @inputs() : () -> (tensor<3x4x1xf8E5M2>, tensor<4x1xf8E5M2>)
    %1 = chlo.broadcast_divide %0#0, %0#1 : (tensor<3x4x1xf8E5M2>, tensor<4x1xf8E5M2>) -> tensor<3x4x1xf8E5M2>
    %2 = call @expected() : () -> tensor<3x4x1xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4x1xf8E5M2>, tensor<3x4x1xf8E5M2>) -> ()
    return %1 : tensor<3x4x1xf8E5M2>
  }
}
