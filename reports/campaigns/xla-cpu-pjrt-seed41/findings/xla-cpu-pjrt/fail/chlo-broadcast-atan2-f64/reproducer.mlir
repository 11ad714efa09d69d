// hlo-cts reproducer of program-8763::op4: fail [chlo.broadcast_atan2 (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_atan2 result 0): 48 element(s) differ (largest error among them 2735040189363386 ulp)
// stablehlo.atan2 element [0, 0, 0] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 0, 1] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 0, 2] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 0, 3] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 1, 0] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 1, 1] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 1, 2] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 1, 3] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 2, 0] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// stablehlo.atan2 element [0, 2, 1] of f64: expected within 3 ulp of the correctly rounded 0xC002D97C7F3321D2 (-2.3561944901923448)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0xC00921FB54442D18 (-3.1415926535897931)
//   actual    0xBFF921FB54442D18 (-1.5707963267948966)
//   error: 2735040189363386 ulp
// ... and 38 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> tensor<3x4x4xf64> {
    %cst = stablehlo.constant dense<-2.2250738585072009E-308> : tensor<3x4x4xf64>
    return %cst : tensor<3x4x4xf64>
  }
  func.func private @expected() -> tensor<3x4x4xf64> {
    %cst = stablehlo.constant dense<-2.3561944901923448> : tensor<3x4x4xf64>
    return %cst : tensor<3x4x4xf64>
  }
  func.func public @main() -> tensor<3x4x4xf64> {
    %0 = call @inputs() : () -> tensor<3x4x4xf64>
    %1 = chlo.broadcast_atan2 %0, %0 : (tensor<3x4x4xf64>, tensor<3x4x4xf64>) -> tensor<3x4x4xf64>
    %2 = call @expected() : () -> tensor<3x4x4xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 3 : i64} : (tensor<3x4x4xf64>, tensor<3x4x4xf64>) -> ()
    return %1 : tensor<3x4x4xf64>
  }
}
