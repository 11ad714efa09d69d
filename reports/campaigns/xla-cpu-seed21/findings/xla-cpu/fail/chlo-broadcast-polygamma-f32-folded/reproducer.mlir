// hlo-cts reproducer of program-27189::op1: fail [chlo.broadcast_polygamma (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.broadcast_polygamma result 0): 75 element(s) differ (largest error among them 13 ulp)
// chlo.polygamma element [0, 0, 0] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 0, 1] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 0, 2] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 0, 3] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 0, 4] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 1, 0] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 1, 1] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 1, 2] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 1, 3] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// chlo.polygamma element [0, 1, 4] of f32: expected within 4 ulp of the correctly rounded 0x3FD28D33 (1.64493406)
//   actual    0x3FD28D40 (1.64493561)
//   error: 13 ulp
// ... and 65 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x3x5xf32> {
    %cst = stablehlo.constant dense<1.64493406> : tensor<5x3x5xf32>
    return %cst : tensor<5x3x5xf32>
  }
  func.func public @main() -> tensor<5x3x5xf32> {
    call @inputs() : () -> ()
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<5x3x5xf32>
    %0 = chlo.broadcast_polygamma %cst, %cst : (tensor<5x3x5xf32>, tensor<5x3x5xf32>) -> tensor<5x3x5xf32>
    %1 = call @expected() : () -> tensor<5x3x5xf32>
    stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<5x3x5xf32>, tensor<5x3x5xf32>) -> ()
    return %0 : tensor<5x3x5xf32>
  }
}
