// hlo-cts reproducer of program-7209/set-1::op2: fail [stablehlo.minimum (semantics)]
// tier: semantic (stablehlo.minimum gives a value far from the result IEEE-754 arithmetic gives (relative difference 1): no accuracy matter; no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.minimum result 0): 1 element(s) differ (largest error among them 2147483646 ulp)
// stablehlo.minimum element [0, 0] (imaginary part) of complex<f32>: expected exactly 0xFF7FFFFF (-3.40282347E+38)
//   actual    0x007FFFFF (1.17549421E-38)
//   error: 2147483646 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x1xcomplex<f32>>, tensor<1x1xcomplex<f32>>) {
    %cst = stablehlo.constant dense<(3.40282347E+38,1.17549421E-38)> : tensor<1x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(3.40282347E+38,-3.40282347E+38)> : tensor<1x1xcomplex<f32>>
    return %cst, %cst_0 : tensor<1x1xcomplex<f32>>, tensor<1x1xcomplex<f32>>
  }
  func.func private @expected() -> tensor<1x1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(3.40282347E+38,-3.40282347E+38)> : tensor<1x1xcomplex<f32>>
    return %cst : tensor<1x1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1x1xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<1x1xcomplex<f32>>, tensor<1x1xcomplex<f32>>)
    %1 = stablehlo.minimum %0#0, %0#1 : tensor<1x1xcomplex<f32>>
    %2 = call @expected() : () -> tensor<1x1xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<1x1xcomplex<f32>>, tensor<1x1xcomplex<f32>>) -> ()
    return %1 : tensor<1x1xcomplex<f32>>
  }
}
