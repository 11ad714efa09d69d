// hlo-cts reproducer of program-27962::op4: fail [chlo.broadcast_power (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_power result 0): 18 element(s) differ (largest error among them 833719601282950 ulp)
// stablehlo.power element [0, 0, 0] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [0, 0, 1] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [0, 1, 0] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [0, 1, 1] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [0, 2, 0] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [0, 2, 1] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [1, 0, 0] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [1, 0, 1] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [1, 1, 0] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// stablehlo.power element [1, 1, 1] of f64: expected within 3 ulp of the correctly rounded 0x3FBAD4E3A31BBD77 (0.1048109315122384)
//   or, with subnormal inputs read as zero: expected within 3 ulp of the correctly rounded 0x0000000000000000 (0.000000e+00)
//   actual    0x3FB7DEA02A6E7DF1 (0.093240747794417947)
//   error: 833719601282950 ulp
// ... and 8 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<3x3x2xf64>, tensor<3x3x2xf64>) {
    %cst = stablehlo.constant dense<2.2250738585072009E-308> : tensor<3x3x2xf64>
    %cst_0 = stablehlo.constant dense<0.0031840889439919053> : tensor<3x3x2xf64>
    return %cst, %cst_0 : tensor<3x3x2xf64>, tensor<3x3x2xf64>
  }
  func.func private @expected() -> tensor<3x3x2xf64> {
    %cst = stablehlo.constant dense<0.1048109315122384> : tensor<3x3x2xf64>
    return %cst : tensor<3x3x2xf64>
  }
  func.func public @main() -> tensor<3x3x2xf64> {
    %0:2 = call @inputs() : () -> (tensor<3x3x2xf64>, tensor<3x3x2xf64>)
    %1 = chlo.broadcast_power %0#0, %0#1 : (tensor<3x3x2xf64>, tensor<3x3x2xf64>) -> tensor<3x3x2xf64>
    %2 = call @expected() : () -> tensor<3x3x2xf64>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 3 : i64} : (tensor<3x3x2xf64>, tensor<3x3x2xf64>) -> ()
    return %1 : tensor<3x3x2xf64>
  }
}
