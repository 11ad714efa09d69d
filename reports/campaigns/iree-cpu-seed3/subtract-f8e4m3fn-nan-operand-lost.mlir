// Campaign finding, checked by hand against the spec text (004); its tier,
// mechanism and deciding sentence are hlo-cts's: tools/triage-campaigns.py
// writes them to reports/campaigns/TRIAGE.md.
// op: `chlo.broadcast_subtract` of NaN (0xFF) and −352, f8E4M3FN
// the backend: −128
// the spec: subtract is IEEE 754 subtraction: NaN − x is NaN
//
// hlo-cts reproducer of program-819::op3: fail [chlo.broadcast_subtract (semantics)]
// outputs outside what the spec allows under profile spec:
// output 0 (chlo.broadcast_subtract result 0): 15 element(s) differ (max error 0 ulp)
// chlo.broadcast_subtract element [0, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [0, 1] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [0, 2] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [1, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [1, 1] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [1, 2] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [2, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [2, 1] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [2, 2] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// chlo.broadcast_subtract element [3, 0] of f8E4M3FN: expected exactly 0xFF (-NaN)
//   actual    0xF0 (-1.280000e+02)
//   error: NaN mismatch
// ... and 5 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<5x3xf8E4M3FN>, tensor<f8E4M3FN>) {
    %cst = stablehlo.constant dense<0xFF> : tensor<5x3xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<-3.520000e+02> : tensor<f8E4M3FN>
    return %cst, %cst_0 : tensor<5x3xf8E4M3FN>, tensor<f8E4M3FN>
  }
  func.func private @expected() -> tensor<5x3xf8E4M3FN> {
    %cst = stablehlo.constant dense<0xFF> : tensor<5x3xf8E4M3FN>
    return %cst : tensor<5x3xf8E4M3FN>
  }
  func.func public @main() -> tensor<5x3xf8E4M3FN> {
    %0:2 = call @inputs() : () -> (tensor<5x3xf8E4M3FN>, tensor<f8E4M3FN>)
    %1 = chlo.broadcast_subtract %0#0, %0#1 : (tensor<5x3xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<5x3xf8E4M3FN>
    %2 = call @expected() : () -> tensor<5x3xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<5x3xf8E4M3FN>, tensor<5x3xf8E4M3FN>) -> ()
    return %1 : tensor<5x3xf8E4M3FN>
  }
}
