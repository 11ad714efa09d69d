// hlo-cts reproducer of program-103/set-1::op0: fail [stablehlo.sort (semantics)]
// tier: semantic (stablehlo.sort moves or selects an element wrong; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.sort result 0): 2 element(s) differ (1 NaN(s) where a number is due; 1 number(s) where NaN is due)
// stablehlo.sort element [1, 2, 0] of bf16: expected exactly 0x7F81 (NaN)
//   actual    0x0000 (0.000000e+00)
//   a number where NaN is due
// stablehlo.sort element [1, 2, 2] of bf16: expected exactly 0x0000 (0.000000e+00)
//   actual    0x7F81 (NaN)
//   NaN where a number is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x4x3xbf16>, tensor<2x4x3xcomplex<f64>>) {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0x7F81], [0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<2x4x3xbf16>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2x4x3xcomplex<f64>>
    return %cst, %cst_0 : tensor<2x4x3xbf16>, tensor<2x4x3xcomplex<f64>>
  }
  func.func private @expected() -> tensor<2x4x3xbf16> {
    %cst = stablehlo.constant dense<[[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0x7F81, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]]> : tensor<2x4x3xbf16>
    return %cst : tensor<2x4x3xbf16>
  }
  func.func public @main() -> tensor<2x4x3xbf16> {
    %0:2 = call @inputs() : () -> (tensor<2x4x3xbf16>, tensor<2x4x3xcomplex<f64>>)
    %1:2 = "stablehlo.sort"(%0#0, %0#1) ({
    ^bb0(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<complex<f64>>, %arg3: tensor<complex<f64>>):
      %3 = stablehlo.compare  GT, %arg0, %arg1,  TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<2x4x3xbf16>, tensor<2x4x3xcomplex<f64>>) -> (tensor<2x4x3xbf16>, tensor<2x4x3xcomplex<f64>>)
    %2 = call @expected() : () -> tensor<2x4x3xbf16>
    stablehlo.custom_call @check.expect_eq(%1#0, %2) {has_side_effect = true} : (tensor<2x4x3xbf16>, tensor<2x4x3xbf16>) -> ()
    return %1#0 : tensor<2x4x3xbf16>
  }
}
