// hlo-cts reproducer of program-7791::op2: fail [chlo.broadcast_power (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_power result 0): 75 element(s) differ (largest error among them 11 ulp)
// stablehlo.power element [0, 0] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 1] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 2] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 3] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 4] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 5] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 6] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 7] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 8] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// stablehlo.power element [0, 9] of bf16: expected within 1 ulp of the correctly rounded 0x3F36 (7.109380e-01)
//   or, with subnormal inputs read as zero: expected within 1 ulp of the correctly rounded 0x0000 (0.000000e+00)
//   actual    0x3F2B (6.679690e-01)
//   error: 11 ulp
// ... and 65 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<1x75xbf16>, tensor<bf16>) {
    %cst = stablehlo.constant dense<1.166310e-38> : tensor<1x75xbf16>
    %cst_0 = stablehlo.constant dense<3.906250e-03> : tensor<bf16>
    return %cst, %cst_0 : tensor<1x75xbf16>, tensor<bf16>
  }
  func.func private @expected() -> tensor<1x75xbf16> {
    %cst = stablehlo.constant dense<7.109380e-01> : tensor<1x75xbf16>
    return %cst : tensor<1x75xbf16>
  }
  func.func public @main() -> tensor<1x75xbf16> {
    %0:2 = call @inputs() : () -> (tensor<1x75xbf16>, tensor<bf16>)
    %1 = chlo.broadcast_power %0#0, %0#1 : (tensor<1x75xbf16>, tensor<bf16>) -> tensor<1x75xbf16>
    %2 = call @expected() : () -> tensor<1x75xbf16>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 1 : i64} : (tensor<1x75xbf16>, tensor<1x75xbf16>) -> ()
    return %1 : tensor<1x75xbf16>
  }
}
