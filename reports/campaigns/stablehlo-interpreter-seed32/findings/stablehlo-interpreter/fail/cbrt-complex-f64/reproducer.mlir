// hlo-cts reproducer of program-685/set-1::op0: fail [stablehlo.cbrt (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile stablehlo-interpreter declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 0 (stablehlo.cbrt result 0): 2 element(s) differ (2 infinite where finite is due, or the reverse)
// stablehlo.cbrt element [0, 0] (real part) of complex<f64>: expected within 4 ulp of the correctly rounded 0x5541753E0EC64229 (4.8876768534671827E+102)
//   actual    0x7FF0000000000000 (+Inf)
//   +Inf where a finite value is due
// stablehlo.cbrt element [0, 0] (imaginary part) of complex<f64>: expected within 4 ulp of the correctly rounded 0xD53428A2F98D728B (-2.8219015470611811E+102)
//   actual    0xFFF0000000000000 (-Inf)
//   -Inf where a finite value is due
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.000000e+00,-1.7976931348623157E+308)> : tensor<1x1xcomplex<f64>>
    return %cst : tensor<1x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(4.8876768534671827E+102,-2.8219015470611811E+102)> : tensor<1x1xcomplex<f64>>
    return %cst : tensor<1x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x1xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<1x1xcomplex<f64>>
    %1 = stablehlo.cbrt %0 : tensor<1x1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<1x1xcomplex<f64>>, tensor<1x1xcomplex<f64>>) -> ()
    return %1 : tensor<1x1xcomplex<f64>>
  }
}
