// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.add` on i1 inside `stablehlo.if`
// the backend: true + true = false
// the spec: add: "For booleans: logical OR"
//
// hlo-cts reproducer of program-354::op2: fail [stablehlo.if (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.if result 0): 8 element(s) differ (max error 1 ulp)
// stablehlo.if element [0, 0, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.if element [0, 1, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.if element [0, 2, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.if element [0, 3, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.if element [1, 0, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.if element [1, 1, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.if element [1, 2, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.if element [1, 3, 0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<i1>, tensor<2x4x1xi1>, tensor<2x4x1xi1>) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<false> : tensor<2x4x1xi1>
    %c_1 = stablehlo.constant dense<true> : tensor<2x4x1xi1>
    return %c, %c_0, %c_1 : tensor<i1>, tensor<2x4x1xi1>, tensor<2x4x1xi1>
  }
  func.func private @expected() -> tensor<2x4x1xi1> {
    %c = stablehlo.constant dense<true> : tensor<2x4x1xi1>
    return %c : tensor<2x4x1xi1>
  }
  func.func public @main() -> tensor<2x4x1xi1> {
    %0:3 = call @inputs() : () -> (tensor<i1>, tensor<2x4x1xi1>, tensor<2x4x1xi1>)
    %1 = "stablehlo.if"(%0#0) ({
      %3 = stablehlo.add %0#1, %0#1 : tensor<2x4x1xi1>
      stablehlo.return %3 : tensor<2x4x1xi1>
    }, {
      %3 = stablehlo.add %0#2, %0#2 : tensor<2x4x1xi1>
      stablehlo.return %3 : tensor<2x4x1xi1>
    }) : (tensor<i1>) -> tensor<2x4x1xi1>
    %2 = call @expected() : () -> tensor<2x4x1xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2x4x1xi1>, tensor<2x4x1xi1>) -> ()
    return %1 : tensor<2x4x1xi1>
  }
}
