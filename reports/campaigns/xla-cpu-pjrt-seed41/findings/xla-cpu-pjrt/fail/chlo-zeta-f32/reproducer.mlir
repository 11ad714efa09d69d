// hlo-cts reproducer of program-4915::op1: fail [chlo.zeta (semantics)]
// tier: ieee-reading (chlo.zeta gives a number where NaN is due in a non-standard function; an escape clause of the spec could excuse it)
// mechanism: no known mechanism
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): could excuse it
// outputs outside what the spec allows under profile xla-cpu:
// output 0 (chlo.zeta result 0): 100 element(s) differ (100 number(s) where NaN is due)
// chlo.zeta element [0, 0, 0] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 1] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 2] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 3] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 0, 4] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 0] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 1] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 2] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 3] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// chlo.zeta element [0, 1, 4] of f32: expected within 4 ulp of the correctly rounded 0xFFFFFFFF (-NaN)
//   actual    0x7F800000 (+Inf)
//   a number where NaN is due
// ... and 90 more
// 
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() -> (tensor<4x5x5xf32>, tensor<4x5x5xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<4x5x5xf32>
    %cst_0 = stablehlo.constant dense<0xFFFFFFFF> : tensor<4x5x5xf32>
    return %cst, %cst_0 : tensor<4x5x5xf32>, tensor<4x5x5xf32>
  }
  func.func private @expected() -> tensor<4x5x5xf32> {
    %cst = stablehlo.constant dense<0xFFFFFFFF> : tensor<4x5x5xf32>
    return %cst : tensor<4x5x5xf32>
  }
  func.func public @main() -> tensor<4x5x5xf32> {
    %0:2 = call @inputs() : () -> (tensor<4x5x5xf32>, tensor<4x5x5xf32>)
    %1 = chlo.zeta %0#0, %0#1 : tensor<4x5x5xf32>, tensor<4x5x5xf32> -> tensor<4x5x5xf32>
    %2 = call @expected() : () -> tensor<4x5x5xf32>
    stablehlo.custom_call @check.expect_close(%1, %2) {has_side_effect = true, max_ulp_difference = 4 : i64} : (tensor<4x5x5xf32>, tensor<4x5x5xf32>) -> ()
    return %1 : tensor<4x5x5xf32>
  }
}
