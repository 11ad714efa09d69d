// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.is_finite` on f8E4M3FN −0.28125 and 56
// the backend: false, false
// the spec: is_finite: true unless the value is +Inf, −Inf or NaN; f8E4M3FN has no infinities,
//   and these are ordinary numbers
//
// hlo-cts reproducer of program-123::op4: fail [stablehlo.is_finite (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.is_finite result 0): 2 element(s) differ (max error 1 ulp)
// stablehlo.is_finite element [0] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// stablehlo.is_finite element [1] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @decomposition_1(%arg0: tensor<3x3x3xf8E5M2>) -> tensor<3x3x3xf8E5M2> {
    return %arg0 : tensor<3x3x3xf8E5M2>
  }
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<2xi1> {
    %c = stablehlo.constant dense<true> : tensor<2xi1>
    return %c : tensor<2xi1>
  }
  func.func public @main() -> tensor<2xi1> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[-2.812500e-01, 5.600000e+01]> : tensor<2xf8E4M3FN>
    %0 = stablehlo.is_finite %cst : (tensor<2xf8E4M3FN>) -> tensor<2xi1>
    %1 = call @expected() : () -> tensor<2xi1>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<2xi1>, tensor<2xi1>) -> ()
    return %0 : tensor<2xi1>
  }
}
