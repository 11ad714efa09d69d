// hlo-cts reproducer of program-34239::op1: fail [stablehlo.maximum (semantics)]
// tier: semantic (stablehlo.maximum gives a number where IEEE-754 arithmetic gives NaN; no reading of the spec allows it)
// mechanism: consistent with: subnormal results flushed to zero (FTZ) (1 of 2 differing elements; no known mechanism for the rest)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile spec-ieee:
// output 0 (stablehlo.maximum result 0): 2 element(s) differ (largest error among them 1 ulp; 1 number(s) where NaN is due)
// stablehlo.maximum element [0, 2] of f64: expected exactly 0x0000000000000001 (4.940660e-324)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected exactly 0x0000000000000001 (4.940660e-324)
//   actual    0x0000000000000000 (0.000000e+00)
//   error: 1 ulp
// stablehlo.maximum element [1, 2] of f64: expected exactly 0x7FF8000000000001 (NaN)
//   or, with a signaling NaN operand signals invalid: the result is a NaN: expected a NaN (reference 0x7FF8000000000001 (NaN))
//   actual    0x0000000000000000 (0.000000e+00)
//   a number where NaN is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<4x5xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4x5xf64>
    return %cst : tensor<4x5xf64>
  }
  func.func private @expected() -> tensor<4x5xf64> {
    %cst = stablehlo.constant dense<[[0.0062337266014697666, 92.267643112577005, 4.940660e-324, 0.000000e+00, 12.92499391320308], [0.0034865185765703996, 29.116031155288933, 0x7FF8000000000001, 0.000000e+00, 0.010530540898615026], [0.000000e+00, 264.86930878806845, 0.082814623550531027, 0.063801962201371007, 7.5596138348471413E-4], [18.742965967056641, 0.000000e+00, 22.226292006409874, 0.000000e+00, 0.0054679474158877989]]> : tensor<4x5xf64>
    return %cst : tensor<4x5xf64>
  }
  func.func public @main() -> tensor<4x5xf64> {
    %0 = call @inputs() : () -> tensor<4x5xf64>
    %cst = stablehlo.constant dense<[[0.0062337266014697666, 92.267643112577005, 4.940660e-324, -1681.484400217194, 12.92499391320308], [0.0034865185765703996, 29.116031155288933, 0x7FF0000000000001, -5.000000e-01, 0.010530540898615026], [-26.603694919391813, 264.86930878806845, 0.082814623550531027, 0.063801962201371007, 7.5596138348471413E-4], [18.742965967056641, -788.86108590525271, 22.226292006409874, -0.75158232840840167, 0.0054679474158877989]]> : tensor<4x5xf64>
    %1 = stablehlo.maximum %cst, %0 : tensor<4x5xf64>
    %2 = call @expected() : () -> tensor<4x5xf64>
    stablehlo.custom_call @check.expect_eq(%1, %2) {has_side_effect = true} : (tensor<4x5xf64>, tensor<4x5xf64>) -> ()
    return %1 : tensor<4x5xf64>
  }
}
