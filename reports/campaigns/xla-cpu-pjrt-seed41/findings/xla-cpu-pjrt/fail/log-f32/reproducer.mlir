// hlo-cts reproducer of program-1302/set-1::op4: fail [stablehlo.log (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (stablehlo.log result 0): 3 element(s) differ (largest error among them 90852 ulp)
// stablehlo.log element [0] of f32: expected within 3 ulp of the correctly rounded 0xC2CE8ED0 (-103.278931)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xFF800000 (-Inf)
//   actual    0xC2CFF1B4 (-103.972076)
//   error: 90852 ulp
// stablehlo.log element [1] of f32: expected within 3 ulp of the correctly rounded 0xC2CE8ED0 (-103.278931)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xFF800000 (-Inf)
//   actual    0xC2CFF1B4 (-103.972076)
//   error: 90852 ulp
// stablehlo.log element [2] of f32: expected within 3 ulp of the correctly rounded 0xC2CE8ED0 (-103.278931)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xFF800000 (-Inf)
//   actual    0xC2CFF1B4 (-103.972076)
//   error: 90852 ulp
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3xf32> {
    %cst = stablehlo.constant dense<1.401300e-45> : tensor<3xf32>
    return %cst : tensor<3xf32>
  }
  func.func private @expected() -> tensor<3xf32> {
    %cst = stablehlo.constant dense<-103.278931> : tensor<3xf32>
    return %cst : tensor<3xf32>
  }
  func.func public @main() -> tensor<3xf32> {
    %0 = call @inputs() : () -> tensor<3xf32>
    %1 = stablehlo.log %0 : tensor<3xf32>
    %2 = call @expected() : () -> tensor<3xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 3 : i64} : (tensor<3xf32>, tensor<3xf32>) -> ()
    return %1 : tensor<3xf32>
  }
}
