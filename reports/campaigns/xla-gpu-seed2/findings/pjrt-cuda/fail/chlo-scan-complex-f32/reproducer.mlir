// hlo-cts reproducer of program-2981::op2: fail [chlo.scan (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (chlo.scan result 1): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.multiply element [1] (imaginary part) of complex<f32>: expected within 0 ulp of the correctly rounded 0x0358ED2C (6.37489549E-37)
//   actual    0x0358ED2B (6.37489504E-37)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<2x1xcomplex<f32>>, tensor<2xcomplex<f32>>) {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00)], [(3.33509326,1.17549421E-38)]]> : tensor<2x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (57.5667114,-1.17549421E-38)]> : tensor<2xcomplex<f32>>
    return %cst, %cst_0 : tensor<2x1xcomplex<f32>>, tensor<2xcomplex<f32>>
  }
  func.func private @expected() -> tensor<2xcomplex<f32>> {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (191.990356,6.37489549E-37)]> : tensor<2xcomplex<f32>>
    return %cst : tensor<2xcomplex<f32>>
  }
  func.func public @main() -> tensor<2xcomplex<f32>> {
    %0:2 = call @inputs() : () -> (tensor<2x1xcomplex<f32>>, tensor<2xcomplex<f32>>)
    %1:2 = chlo.scan(%0#0) inits (%0#1) dimension=1  {
    ^bb0(%input: tensor<2xcomplex<f32>>, %carry: tensor<2xcomplex<f32>>):
      %3 = stablehlo.multiply %input, %carry : tensor<2xcomplex<f32>>
      stablehlo.return %3, %3 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
    } : (tensor<2x1xcomplex<f32>>, tensor<2xcomplex<f32>>) -> (tensor<2x1xcomplex<f32>>, tensor<2xcomplex<f32>>)
    %2 = call @expected() : () -> tensor<2xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%1#1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
    return %1#1 : tensor<2xcomplex<f32>>
  }
}
