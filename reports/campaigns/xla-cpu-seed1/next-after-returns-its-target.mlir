// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.next_after` (f32, x = 0, y = largest subnormal)
// the backend: y itself, 0x007FFFFF
// the spec: the next representable value after 0 toward y is the least subnormal (or 0, with y
//   read as zero under flushing)
//
// hlo-cts reproducer of program-6::op0: fail [chlo.next_after (semantics)]
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.next_after result 0): 36 element(s) differ (max error 8388606 ulp)
// chlo.next_after element [0, 0, 0] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 0, 1] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 0, 2] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 1, 0] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 1, 1] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 1, 2] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 2, 0] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 2, 1] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 2, 2] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// chlo.next_after element [0, 3, 0] of f32: expected exactly 0x00000001 (1.401300e-45)
//   or, with subnormal inputs read as zero: expected exactly 0x00000000 (0.000000e+00)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 8388606 ulp
// ... and 26 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x4x3xf32>
    %cst_0 = stablehlo.constant dense<1.17549421E-38> : tensor<3x4x3xf32>
    return %cst, %cst_0 : tensor<3x4x3xf32>, tensor<3x4x3xf32>
  }
  func.func private @expected() -> tensor<3x4x3xf32> {
    %cst = stablehlo.constant dense<1.401300e-45> : tensor<3x4x3xf32>
    return %cst : tensor<3x4x3xf32>
  }
  func.func public @main() -> tensor<3x4x3xf32> {
    %0:2 = call @inputs() : () -> (tensor<3x4x3xf32>, tensor<3x4x3xf32>)
    %1 = chlo.next_after %0#0, %0#1 : tensor<3x4x3xf32>, tensor<3x4x3xf32> -> tensor<3x4x3xf32>
    %2 = call @expected() : () -> tensor<3x4x3xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x4x3xf32>, tensor<3x4x3xf32>) -> ()
    return %1 : tensor<3x4x3xf32>
  }
}
