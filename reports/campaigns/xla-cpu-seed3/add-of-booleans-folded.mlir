// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.add` of the i1 constant true with itself
// the backend: false
// the spec: add: "for booleans: logical OR", true. (`chlo.broadcast_add`, and the add inside a
//   `stablehlo.if` branch, the same; IREE computes XOR at run time, above)
//
// hlo-cts reproducer of program-3624::op1: fail [stablehlo.add (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.add result 0): 1 element(s) differ (max error 1 ulp)
// stablehlo.add element [] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<i1> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    return %c : tensor<i1>
  }
  func.func public @main() -> tensor<i1> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.add %c, %c : tensor<i1>
    %1 = call @expected() : () -> tensor<i1>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<i1>, tensor<i1>) -> ()
    return %0 : tensor<i1>
  }
}
