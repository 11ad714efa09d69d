// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.broadcast_divide` of 8.52516269 by the scalar 0.0965436697 (f32, both arguments)
// the backend: 88.303688, 1 ulp below
// the spec: divide on floats is IEEE 754 division, correctly rounded: 88.3036956. XLA
//   multiplies by the reciprocal of a broadcast divisor (f64 too, seed 2's first look)
//
// hlo-cts reproducer of program-925::op3: fail [chlo.broadcast_divide (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (chlo.broadcast_divide result 0): 5 element(s) differ (max error 1 ulp)
// chlo.broadcast_divide element [0, 0] of f32: expected exactly 0x42B09B7E (88.3036956)
//   actual    0x42B09B7D (88.303688)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 1] of f32: expected exactly 0x42B09B7E (88.3036956)
//   actual    0x42B09B7D (88.303688)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 2] of f32: expected exactly 0x42B09B7E (88.3036956)
//   actual    0x42B09B7D (88.303688)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 3] of f32: expected exactly 0x42B09B7E (88.3036956)
//   actual    0x42B09B7D (88.303688)
//   error: 1 ulp
// chlo.broadcast_divide element [0, 4] of f32: expected exactly 0x42B09B7E (88.3036956)
//   actual    0x42B09B7D (88.303688)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x5xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<8.52516269> : tensor<1x5xf32>
    %cst_0 = stablehlo.constant dense<0.0965436697> : tensor<f32>
    return %cst, %cst_0 : tensor<1x5xf32>, tensor<f32>
  }
  func.func private @expected() -> tensor<1x5xf32> {
    %cst = stablehlo.constant dense<88.3036956> : tensor<1x5xf32>
    return %cst : tensor<1x5xf32>
  }
  func.func public @main() -> tensor<1x5xf32> {
    %0:2 = call @inputs() : () -> (tensor<1x5xf32>, tensor<f32>)
    %1 = chlo.broadcast_divide %0#0, %0#1 : (tensor<1x5xf32>, tensor<f32>) -> tensor<1x5xf32>
    %2 = call @expected() : () -> tensor<1x5xf32>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x5xf32>, tensor<1x5xf32>) -> ()
    return %1 : tensor<1x5xf32>
  }
}
