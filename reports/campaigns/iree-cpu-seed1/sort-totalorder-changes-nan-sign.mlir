// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `stablehlo.sort` (bf16, `compare LT, TOTALORDER`)
// the backend: the −NaN 0xFFC0 comes back as +NaN 0x7FC0, sorted last
// the spec: sort permutes its inputs (the result holds the input's elements); under TOTALORDER
//   −NaN orders before every number, so it sorts first
//
// hlo-cts reproducer of program-124::op2: fail [stablehlo.sort (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (stablehlo.sort result 0): 2 element(s) differ (max error 0 ulp)
// stablehlo.sort element [0, 0] of bf16: expected exactly 0xFFC0 (-NaN)
//   actual    0x0000 (0.000000e+00)
//   error: NaN mismatch
// stablehlo.sort element [4, 0] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7FC0 (NaN)
//   error: NaN mismatch
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<5x4xbf16> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0xFFC0, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x4xbf16>
    return %cst : tensor<5x4xbf16>
  }
  func.func private @expected() -> tensor<5x4xbf16> {
    %cst = stablehlo.constant dense<[[0xFFC0, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<5x4xbf16>
    return %cst : tensor<5x4xbf16>
  }
  func.func public @main() -> tensor<5x4xbf16> {
    %0 = call @inputs() : () -> tensor<5x4xbf16>
    %1 = "stablehlo.sort"(%0) <{dimension = 0 : i64}> ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>):
      %3 = stablehlo.compare  LT, %arg0, %arg1,  TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<5x4xbf16>) -> tensor<5x4xbf16>
    %2 = call @expected() : () -> tensor<5x4xbf16>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x4xbf16>, tensor<5x4xbf16>) -> ()
    return %1 : tensor<5x4xbf16>
  }
}
