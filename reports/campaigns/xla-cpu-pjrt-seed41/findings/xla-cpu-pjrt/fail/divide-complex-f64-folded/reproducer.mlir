// hlo-cts reproducer of program-37311::op1: fail [stablehlo.divide (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.divide result 0): 1 element(s) differ (largest error among them 233334646 ulp)
// stablehlo.divide element [0, 0] (imaginary part) of complex<f64>: expected within 2 ulp of the correctly rounded 0x800000000DE86776 (-1.1528263257312863E-315)
//   or, with complex special values outside C Annex G (the spec does not adopt it): a NaN part makes any result, an infinite part NaN, ±Inf or ±0: expected exactly 0x800000000DE86776 (-1.1528263257312863E-315)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 233334646 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<2x5xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<2x5xcomplex<f64>>
    return %cst : tensor<2x5xcomplex<f64>>
  }
  func.func private @expected() -> tensor<2x5xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(2.2761963723548183E-4,-1.1528263257312863E-315), (-0.0097156604601118887,-1.7417790795941553E-5), (-10.872741097419228,2.6304044150574829E-306), (0.000000e+00,-0.000000e+00), (-1.000000e+00,-2.2250738585072014E-308)], [(0.000000e+00,5.5626846462680035E-309), (-2.000000e+00,8.9002954340288055E-308), (0.021674139035511519,1.0452691704063081E-311), (-0.22465720602149133,-1.6313952531955147E-4), (-0.000000e+00,5.5626846462680035E-309)]]> : tensor<2x5xcomplex<f64>>
    return %cst : tensor<2x5xcomplex<f64>>
  }
  func.func public @main() -> tensor<2x5xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<2x5xcomplex<f64>>
    %cst = stablehlo.constant dense<[[(4393.2940590949938,2.2250738585072014E-308), (-102.92627970567246,0.18452151705776282), (-0.091973127203163307,-2.2250738585072014E-308), (-0.081445687390525794,0x7FF0000000000000), (-1.000000e+00,2.2250738585072014E-308)], [(471.20963831961956,-1.7976931348623157E+308), (-5.000000e-01,-2.2250738585072014E-308), (46.137934169452905,-2.2250738585072014E-308), (-4.4512236682069322,0.0032323490939033762), (-0.014728536917493555,-1.7976931348623157E+308)]]> : tensor<2x5xcomplex<f64>>
    %1 = stablehlo.divide %0, %cst : tensor<2x5xcomplex<f64>>
    %2 = call @expected() : () -> tensor<2x5xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 2 : i64} : (tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>) -> ()
    return %1 : tensor<2x5xcomplex<f64>>
  }
}
