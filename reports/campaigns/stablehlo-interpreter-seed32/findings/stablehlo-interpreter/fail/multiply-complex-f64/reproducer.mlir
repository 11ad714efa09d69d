// hlo-cts reproducer of program-9886::op4: fail [stablehlo.multiply (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile stablehlo-interpreter declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile stablehlo-interpreter:
// output 0 (stablehlo.multiply result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.multiply element [0, 0, 0] (real part) of complex<f64>: expected within 0 ulp of the correctly rounded 0x414A2439C929E52B (3426419.5715910397)
//   actual    0x414A2439C929E52A (3426419.5715910392)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<1x1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(-1883.9003387607047,350.22980283188116)> : tensor<1x1x1xcomplex<f64>>
    return %cst : tensor<1x1x1xcomplex<f64>>
  }
  func.func private @expected() -> tensor<1x1x1xcomplex<f64>> {
    %cst = stablehlo.constant dense<(3426419.5715910397,-1319596.0883981516)> : tensor<1x1x1xcomplex<f64>>
    return %cst : tensor<1x1x1xcomplex<f64>>
  }
  func.func public @main() -> tensor<1x1x1xcomplex<f64>> {
    %0 = call @inputs() : () -> tensor<1x1x1xcomplex<f64>>
    %1 = stablehlo.multiply %0, %0 : tensor<1x1x1xcomplex<f64>>
    %2 = call @expected() : () -> tensor<1x1x1xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<1x1x1xcomplex<f64>>, tensor<1x1x1xcomplex<f64>>) -> ()
    return %1 : tensor<1x1x1xcomplex<f64>>
  }
}
