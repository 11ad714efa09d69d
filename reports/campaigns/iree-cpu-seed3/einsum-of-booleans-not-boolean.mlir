// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.einsum` "eja,eaj->j" of all-true i1 operands
// the backend: elements holding 5 (a count, not a boolean): the runner rejects the reply
// the spec: an i1 result holds true or false; the sum of booleans is OR (as in dot_general):
//   true
//
// hlo-cts reproducer of program-977::op0: fail
// execution failed: the worker's execute reply is invalid: reply to execute: output 0: element 0 has bits set above the 1-bit width of i1 (0x5)
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x2x5xi1>, tensor<1x5x2xi1>) {
    %c = stablehlo.constant dense<true> : tensor<1x2x5xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<1x5x2xi1>
    return %c, %c_0 : tensor<1x2x5xi1>, tensor<1x5x2xi1>
  }
  func.func private @expected() -> tensor<2xi1> {
    %c = stablehlo.constant dense<true> : tensor<2xi1>
    return %c : tensor<2xi1>
  }
  func.func public @main() -> tensor<2xi1> {
    %0:2 = call @inputs() : () -> (tensor<1x2x5xi1>, tensor<1x5x2xi1>)
    %1 = stablehlo.einsum %0#0, %0#1, config = "eja,eaj->j" : (tensor<1x2x5xi1>, tensor<1x5x2xi1>) -> tensor<2xi1>
    %2 = call @expected() : () -> tensor<2xi1>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<2xi1>, tensor<2xi1>) -> ()
    return %1 : tensor<2xi1>
  }
}
