// hlo-cts reproducer of program-4535: fail [chlo.asinh (semantics)]
// tier: profile (allowed by the spec's IEEE reading (profile spec-ieee), outside only the budgets or transformations profile xla-cpu declares)
// mechanism: consistent with: the compiler's constant folder (the difference disappears when the program's constants are arguments)
// weighed: accuracy (「現時点では、StableHLO では数値の正確性に関する保証はありません」: at present StableHLO gives no guarantee of numerical accuracy): does not apply (no accuracy makes this result)
// weighed: exceptions of non-standard ops (「非標準の演算(複雑な算術関数や特定の超越関数など)の例外は実装で定義されます」: exceptions of complex arithmetic and some transcendental functions are implementation-defined): does not apply (not an exception of a non-standard op)
// outputs outside what the spec allows under profile xla-cpu:
// output 2 (result 2): 2 element(s) differ (2 with the other sign of zero)
// chlo.asinh element [1] of f16: expected within 2 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   the sign of zero differs
// chlo.asinh element [2] of f16: expected within 2 ulp of the correctly rounded 0x8000 (-0.000000e+00)
//   actual    0x0000 (0.000000e+00)
//   the sign of zero differs
// 
// Run on the oracle: hlo-cts interpret FILE --args="[]"
module {
  func.func public @main() -> (tensor<ui32>, tensor<i32>, tensor<5xf16>) {
    %c = stablehlo.constant dense<4294967294> : tensor<ui32>
    %0 = stablehlo.transpose %c, dims = [] : (tensor<ui32>) -> tensor<ui32>
    %1 = stablehlo.count_leading_zeros %0 : tensor<ui32>
    %2 = stablehlo.not %0 : tensor<ui32>
    %cst = stablehlo.constant dense<[-1.930000e+02, -2.157590e-02, -2.875330e-04, -5.893750e+01, 3.224000e+03]> : tensor<5xf16>
    %3 = stablehlo.round_nearest_afz %cst : tensor<5xf16>
    %4 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %5 = stablehlo.popcnt %4 : tensor<i32>
    %6 = chlo.asinh %3 : tensor<5xf16> -> tensor<5xf16>
    return %1, %5, %6 : tensor<ui32>, tensor<i32>, tensor<5xf16>
  }
}
