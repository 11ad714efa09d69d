// hlo-cts reproducer of program-3150::op3: fail [stablehlo.log (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla declares)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla:
// output 0 (stablehlo.log result 0): 1 element(s) differ (largest error among them 1 ulp)
// stablehlo.log element [0] (imaginary part) of complex<f32>: expected within 0 ulp of the correctly rounded 0x3FC9101D (1.57080424)
//   actual    0x3FC9101C (1.57080412)
//   error: 1 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<1xcomplex<f32>> {
    %cst = stablehlo.constant dense<(5.68554688,1.57080424)> : tensor<1xcomplex<f32>>
    return %cst : tensor<1xcomplex<f32>>
  }
  func.func public @main() -> tensor<1xcomplex<f32>> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<(-0.00231905957,294.578918)> : tensor<1xcomplex<f32>>
    %0 = stablehlo.log %cst : tensor<1xcomplex<f32>>
    %1 = call @expected() : () -> tensor<1xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true, max_ulp_difference = 0 : i64} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
    return %0 : tensor<1xcomplex<f32>>
  }
}
