// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.dynamic_broadcast_in_dim` of a 1×2×3 i8 operand to 3×1×2 with
//   `broadcast_dimensions = [1, 2, 0]`
// the backend: −5 at [2, 0, 0] instead of [1, 0, 1]
// the spec: `result[i, 0, j] = operand[0, j, i]` (each operand dimension d goes to result
//   dimension `broadcast_dimensions[d]`; the dimensions need only be unique, C2 of
//   broadcast_in_dim): operand[0, 1, 1] = −5 lands at [1, 0, 1]
//
// hlo-cts reproducer of program-1399::op4: fail [stablehlo.dynamic_broadcast_in_dim (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.dynamic_broadcast_in_dim result 0): 2 element(s) differ (max error 5 ulp)
// stablehlo.dynamic_broadcast_in_dim element [1, 0, 1] of i8: expected exactly -5 (0xFB)
//   actual    0 (0x0)
//   error: 5 ulp
// stablehlo.dynamic_broadcast_in_dim element [2, 0, 0] of i8: expected exactly 0 (0x0)
//   actual    -5 (0xFB)
//   error: 5 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x2x3xi8> {
    %c = stablehlo.constant dense<[[[0, 0, 0], [0, -5, 0]]]> : tensor<1x2x3xi8>
    return %c : tensor<1x2x3xi8>
  }
  func.func private @expected() -> tensor<3x1x2xi8> {
    %c = stablehlo.constant dense<[[[0, 0]], [[0, -5]], [[0, 0]]]> : tensor<3x1x2xi8>
    return %c : tensor<3x1x2xi8>
  }
  func.func public @main() -> tensor<3x1x2xi8> {
    %0 = call @inputs() : () -> tensor<1x2x3xi8>
    %c = stablehlo.constant dense<[3, 1, 2]> : tensor<3xi8>
    %1 = stablehlo.dynamic_broadcast_in_dim %0, %c, dims = [1, 2, 0] : (tensor<1x2x3xi8>, tensor<3xi8>) -> tensor<3x1x2xi8>
    %2 = call @expected() : () -> tensor<3x1x2xi8>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<3x1x2xi8>, tensor<3x1x2xi8>) -> ()
    return %1 : tensor<3x1x2xi8>
  }
}
