// hlo-cts reproducer of program-9049/set-1::op0: fail [stablehlo.minimum (semantics)]
// tier: semantic (stablehlo.minimum gives a finite value where IEEE-754 arithmetic gives an infinity or NaN; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.minimum result 0): 1 element(s) differ (1 infinite where finite is due, or the reverse)
// stablehlo.minimum element [0, 0] (imaginary part) of complex<f64>: expected exactly 0xFFF0000000000000 (-Inf)
//   or, with complex special values outside C Annex G (the spec does not adopt it): a NaN part makes any result, an infinite part NaN, ±Inf or ±0: expected within [0x8000000000000000 (-0.000000e+00), 0x0000000000000000 (0.000000e+00)], or +Inf, or -Inf, or NaN (reference 0xFFF0000000000000 (-Inf))
//   actual    0x4000000000000000 (2.000000e+00)
//   a finite value where -Inf is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) {
    %cst = stablehlo.constant dense<(0x7FF0000000000000,2.000000e+00)> : tensor<1x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0x7FF0000000000000,0xFFF0000000000000)> : tensor<1x1xcomplex<f64>>
    return %cst, %cst_0 : tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0x7FF0000000000000,0xFFF0000000000000)> : tensor<1x1xcomplex<f64>>
    return %cst : tensor<1x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x1xcomplex<f64>> {
    %0:2 = call @inputs() : () -> (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>)
    %1 = stablehlo.minimum %0#0, %0#1 : tensor<1x1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) -> ()
    return %1 : tensor<1x1xcomplex<f64>>
  }
}
