// hlo-cts reproducer of program-2201::op0: fail [chlo.constant_like (semantics)]
// tier: semantic (chlo.constant_like gives a value its semantics do not allow (it does no floating-point arithmetic whose accuracy could be at stake); no reading of the spec allows it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (chlo.constant_like result 0): 4 element(s) differ (4 number(s) where NaN is due)
// chlo.constant_like element [0] (imaginary part) of complex<f32>: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// chlo.constant_like element [1] (imaginary part) of complex<f32>: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// chlo.constant_like element [2] (imaginary part) of complex<f32>: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// chlo.constant_like element [3] (imaginary part) of complex<f32>: expected exactly 0xFFC00000 (-NaN)
//   actual    0x00000000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4xf64>
    return %cst : tensor<4xf64>
  }
  func.func private @expected() -> tensor<4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(10.3172579,0xFFC00000)> : tensor<4xcomplex<f32>>
    return %cst : tensor<4xcomplex<f32>>
  }
  func.func public @main() -> tensor<4xcomplex<f32>> {
    %0 = call @inputs() : () -> tensor<4xf64>
    %1 = "chlo.constant_like"(%0) <{value = #complex.number<:f32 10.3172579, 0xFFC00000> : complex<f32>}> : (tensor<4xf64>) -> tensor<4xcomplex<f32>>
    %2 = call @expected() : () -> tensor<4xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> ()
    return %1 : tensor<4xcomplex<f32>>
  }
}
