// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.count_leading_zeros` of the constant −8 (i8)
// the backend: −56 (i32: −2147483647 gives −32): the count of a 64-bit sign extension less 56
// the spec: count_leading_zeros counts the leading zero bits of the operand's own width; a
//   negative number has none: 0 (the spec's own example: −1 in i64 gives 0)
//
// hlo-cts reproducer of program-271::op2: fail [stablehlo.count_leading_zeros (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.count_leading_zeros result 0): 1 element(s) differ (max error 56 ulp)
// stablehlo.count_leading_zeros element [0, 0, 0] of i8: expected exactly 0 (0x0)
//   actual    -56 (0xC8)
//   error: 56 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1x1x1xi8> {
    %c = stablehlo.constant dense<0> : tensor<1x1x1xi8>
    return %c : tensor<1x1x1xi8>
  }
  func.func public @main() -> tensor<1x1x1xi8> {
    call @inputs() : () -> ()
    %c = stablehlo.constant dense<-8> : tensor<1x1x1xi8>
    %0 = stablehlo.count_leading_zeros %c : tensor<1x1x1xi8>
    %1 = call @expected() : () -> tensor<1x1x1xi8>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1x1x1xi8>, tensor<1x1x1xi8>) -> ()
    return %0 : tensor<1x1x1xi8>
  }
}
