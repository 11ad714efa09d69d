// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.broadcast_atan2` (f32, both operands the least subnormal)
// the backend: NaN
// the spec: atan2 follows IEEE 754: atan2(y, x) of two equal positive values is π/4, and with
//   subnormals read as zero (the profile's flushing) atan2(+0, +0) = +0; NaN is neither
//
// hlo-cts reproducer of program-197::op0: fail [chlo.broadcast_atan2 (semantics)]
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_atan2 result 0): 40 element(s) differ (max error 0 ulp)
// stablehlo.atan2 element [0, 0, 0] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 0, 1] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 0, 2] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 0, 3] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 1, 0] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 1, 1] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 1, 2] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 1, 3] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 2, 0] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// stablehlo.atan2 element [0, 2, 1] of f32: expected within 3 ulp of the correctly rounded 0x3F490FDB (0.785398185)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x00000000 (0.000000e+00)
//   actual    0x7FC00000 (NaN)
//   error: NaN mismatch
// ... and 30 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x5x4xf32> {
    %cst = stablehlo.constant dense<1.401300e-45> : tensor<2x5x4xf32>
    return %cst : tensor<2x5x4xf32>
  }
  func.func private @expected() -> tensor<2x5x4xf32> {
    %cst = stablehlo.constant dense<0.785398185> : tensor<2x5x4xf32>
    return %cst : tensor<2x5x4xf32>
  }
  func.func public @main() -> tensor<2x5x4xf32> {
    %0 = call @inputs() : () -> tensor<2x5x4xf32>
    %1 = chlo.broadcast_atan2 %0, %0 : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
    %2 = call @expected() : () -> tensor<2x5x4xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 3 : i64} : (tensor<2x5x4xf32>, tensor<2x5x4xf32>) -> ()
    return %1 : tensor<2x5x4xf32>
  }
}
