// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.broadcast_compare GE, TOTALORDER` of the constant +NaN (f64) and 0
// the backend: false
// the spec: TOTALORDER is IEEE 754 totalOrder: +NaN is above +Inf, so +NaN ≥ 0 is true
//
// hlo-cts reproducer of program-6129::op4: fail [chlo.broadcast_compare (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (chlo.broadcast_compare result 0): 1 element(s) differ (max error 1 ulp)
// chlo.broadcast_compare element [0, 4] of i1: expected exactly 1 (0x1)
//   actual    0 (0x0)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1x5xi1> {
    %c = stablehlo.constant dense<true> : tensor<1x5xi1>
    return %c : tensor<1x5xi1>
  }
  func.func public @main() -> tensor<1x5xi1> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0x7FF8000000000000]> : tensor<5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x5xf64>
    %0 = chlo.broadcast_compare %cst, %cst_0 {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction GE>} : (tensor<5xf64>, tensor<1x5xf64>) -> tensor<1x5xi1>
    %1 = call @expected() : () -> tensor<1x5xi1>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<1x5xi1>, tensor<1x5xi1>) -> ()
    return %0 : tensor<1x5xi1>
  }
}
